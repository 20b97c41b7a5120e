import App from '../App';

// The App of the workspace's other apps, rendered by a Server Component.
export default function Page() {
  return <App />;
}
