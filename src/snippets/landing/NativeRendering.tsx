import {html} from 'react-strict-dom';

// One component: HTML in the browser, native views on Android and iOS.
export function Greeting({name}: {name: string}) {
  return (
    <html.section>
      <html.h2>Hello, {name}</html.h2>
      <html.p>No web view: each element maps to a platform component.</html.p>
    </html.section>
  );
}
