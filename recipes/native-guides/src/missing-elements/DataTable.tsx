import {css, html} from 'react-strict-dom';

export interface Column<Row> {
  label: string;
  value: (row: Row) => string;
}

const styles = css.create({
  table: {borderColor: '#d0d7de', borderRadius: 8, borderStyle: 'solid', borderWidth: 1},
  row: {
    borderTopColor: '#d0d7de',
    borderTopStyle: 'solid',
    borderTopWidth: 1,
    display: 'flex',
    flexDirection: 'row',
  },
  firstRow: {borderTopWidth: 0},
  cell: {flexBasis: 0, flexGrow: 1, paddingBlock: 8, paddingInline: 12},
  header: {fontWeight: 700},
});

// No html.table: rows are flex rows of equal cells, and the ARIA roles tell
// screen readers it is a table on the web and on native alike.
export function DataTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  return (
    <html.div aria-label={caption} role="table" style={styles.table}>
      <html.div role="row" style={[styles.row, styles.firstRow]}>
        {columns.map((column) => (
          <html.div key={column.label} role="columnheader" style={styles.cell}>
            <html.span style={styles.header}>{column.label}</html.span>
          </html.div>
        ))}
      </html.div>
      {rows.map((row, index) => (
        <html.div key={index} role="row" style={styles.row}>
          {columns.map((column) => (
            <html.div key={column.label} role="cell" style={styles.cell}>
              {column.value(row)}
            </html.div>
          ))}
        </html.div>
      ))}
    </html.div>
  );
}
