import {renderToString} from 'react-dom/server';
import App from './App';

// Server-side rendering: the app's HTML, for your server or framework to send.
export function render() {
  return renderToString(<App />);
}
