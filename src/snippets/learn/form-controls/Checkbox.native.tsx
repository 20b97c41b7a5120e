import {css, html} from 'react-strict-dom';
import type {CheckboxProps} from './Checkbox.types';

const styles = css.create({
  row: {
    alignItems: 'center',
    backgroundColor: 'transparent',
    borderWidth: 0,
    display: 'flex',
    flexDirection: 'row',
    gap: 8,
    paddingBlock: 8,
  },
  box: {
    alignItems: 'center',
    borderColor: '#57606a',
    borderRadius: 4,
    borderStyle: 'solid',
    borderWidth: 2,
    display: 'flex',
    height: 22,
    justifyContent: 'center',
    width: 22,
  },
  checked: {backgroundColor: '#0b5cd5', borderColor: '#0b5cd5'},
  tick: {color: '#ffffff', fontWeight: 700},
});

// html.input type="checkbox" is a text field on native, so the native file
// draws the box itself. role and aria-checked become the accessibility role
// and checked state, so screen readers announce a checkbox and its state.
export function Checkbox({label, checked, onChange}: CheckboxProps) {
  return (
    <html.button
      aria-checked={checked}
      role="checkbox"
      style={styles.row}
      onClick={() => onChange(!checked)}
    >
      <html.div style={[styles.box, checked && styles.checked]}>
        {checked ? <html.span style={styles.tick}>✓</html.span> : null}
      </html.div>
      <html.span>{label}</html.span>
    </html.button>
  );
}
