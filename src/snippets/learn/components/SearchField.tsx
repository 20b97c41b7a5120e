import {useRef} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  row: {
    display: 'flex',
    flexDirection: 'row',
    gap: 8,
  },
});

export function SearchField() {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <html.div style={styles.row}>
      <html.label for="search">Search</html.label>
      <html.input
        data-testid="search-input"
        enterKeyHint="search"
        id="search"
        ref={inputRef}
        type="search"
      />
      <html.button
        onClick={() => {
          // A DOM-style method, implemented on native by React Native's element.
          inputRef.current?.focus();
        }}>
        Focus
      </html.button>
    </html.div>
  );
}
