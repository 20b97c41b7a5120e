import {html} from 'react-strict-dom';

// Past the type check, each one is an error on native, in development:
// @native-prints error invalid prop "htmlFor"
// @native-prints error invalid prop "className"
// @native-prints error invalid prop "onPress"
export function NameField() {
  return (
    <html.div>
      {/* @ts-expect-error html.label takes `for`, as in HTML, not React DOM's htmlFor */}
      <html.label htmlFor="name">Name</html.label>
      {/* @ts-expect-error there is no className: style elements with css.create */}
      <html.input className="field" id="name" />
      {/* @ts-expect-error onPress is React Native's: html.button takes onClick, as in HTML */}
      <html.button onPress={() => {}}>Save</html.button>
    </html.div>
  );
}
