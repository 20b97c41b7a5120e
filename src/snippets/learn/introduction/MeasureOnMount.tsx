import {html} from 'react-strict-dom';

// A ref callback receives an element with DOM-like methods on every platform.
// Returning a function lets React clean up when the element is removed.
export function MeasureOnMount() {
  return (
    <html.div
      ref={(element) => {
        if (element == null) return;
        const {width, height} = element.getBoundingClientRect();
        console.log(`rendered at ${width}×${height}`);
        return () => console.log('removed');
      }}>
      Hello
    </html.div>
  );
}
