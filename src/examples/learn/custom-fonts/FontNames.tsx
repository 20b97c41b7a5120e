/**
 * The same sentence in six fontFamily values. Your browser reads each as
 * CSS: a list falls back from name to name, and generic names pick a
 * system font. Android and iOS read the value as one name; the table on
 * this page says what each of them shows.
 * @platforms web
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {display: 'flex', flexDirection: 'column', gap: 8},
  row: {
    borderBottomColor: '#d0d7de',
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    paddingBottom: 8,
  },
  name: {fontFamily: 'monospace', fontSize: 13},
  sample: (family: string) => ({fontFamily: family, fontSize: 20}),
});

const values = [
  'Lora',
  'Lora, Georgia, serif',
  'serif',
  'monospace',
  'system-ui',
  'ui-rounded',
];

export function FontNames() {
  return (
    <html.ul style={styles.list}>
      {values.map((value) => (
        <html.li key={value} style={styles.row}>
          <html.code style={styles.name}>{`fontFamily: '${value}'`}</html.code>
          <html.p style={styles.sample(value)}>
            Sphinx of black quartz, judge my vow.
          </html.p>
        </html.li>
      ))}
    </html.ul>
  );
}
