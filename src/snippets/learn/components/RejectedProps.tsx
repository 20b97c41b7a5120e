import {html} from 'react-strict-dom';

// Each line under a @ts-expect-error comment is one TypeScript rejects.
export function NameField() {
  return (
    <html.div>
      {/* @ts-expect-error html.label takes `for`, as in HTML, not React DOM's htmlFor */}
      <html.label htmlFor="name">Name</html.label>
      {/* @ts-expect-error there is no className: style elements with css.create */}
      <html.input className="field" id="name" />
      {/* @ts-expect-error tabIndex takes 0 or -1 */}
      <html.button tabIndex={2}>Save</html.button>
    </html.div>
  );
}
