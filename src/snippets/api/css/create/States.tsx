import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0969da',
      ':hover': '#0550ae',
      ':active': '#033d8b',
    },
    borderRadius: 6,
    borderWidth: 0,
    color: 'white',
    paddingBlock: 8,
    paddingInline: 16,
  },
  input: {
    borderColor: {default: '#8c959f', ':focus': '#0969da'},
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 8,
    '::placeholder': {
      color: '#6e7781',
    },
  },
});

export function SearchForm({onSearch}: {onSearch: () => void}) {
  return (
    <html.div>
      <html.input placeholder="Search the docs" style={styles.input} />
      <html.button onClick={onSearch} style={styles.button}>
        Search
      </html.button>
    </html.div>
  );
}
