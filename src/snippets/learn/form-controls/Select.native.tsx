import {css, html} from 'react-strict-dom';
import type {SelectProps} from './Select.types';

const styles = css.create({
  group: {display: 'flex', flexDirection: 'column', gap: 4},
  option: {
    backgroundColor: 'transparent',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: 10,
    paddingInline: 12,
  },
  selected: {borderColor: '#0b5cd5', borderWidth: 2},
  text: {textAlign: 'start'},
});

// html.select is a plain view on native and never opens, so the native file
// shows the options as a group of radio buttons. For a long list, render a
// picker component from a native library here instead.
export function Select({label, options, value, onChange}: SelectProps) {
  return (
    <html.div aria-label={label} role="radiogroup" style={styles.group}>
      <html.span>{label}</html.span>
      {options.map((option) => (
        <html.button
          aria-checked={option.value === value}
          key={option.value}
          role="radio"
          style={[styles.option, option.value === value && styles.selected]}
          onClick={() => onChange(option.value)}
        >
          <html.span style={styles.text}>{option.label}</html.span>
        </html.button>
      ))}
    </html.div>
  );
}
