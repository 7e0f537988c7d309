import Table from 'cli-table3';

/**
 * Rows of one shape as a text table for the console: the keys of the first row are the header, numbers
 * are right-aligned. No colours, so a log file reads the same as a terminal.
 */
export function formatTable(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const cols = Object.keys(rows[0]);
  const table = new Table({
    head: cols,
    colAligns: cols.map((c) => (typeof rows[0][c] === 'number' ? 'right' : 'left')),
    style: { head: [], border: [] },
    // No rule between body rows: one line per row.
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const row of rows) table.push(cols.map((c) => String(row[c])));
  return table.toString();
}
