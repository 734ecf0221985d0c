// CSV as RFC 4180 writes it, for spreadsheets: CRLF between records, a field quoted when it holds a
// quote, a comma, CR or LF, quotes inside doubled; UTF-8 with a byte-order mark, without which Excel
// reads the file in the machine's legacy code page and garbles every accented name.

/** The byte-order mark that tells spreadsheets the file is UTF-8. */
export const byteOrderMark = '\uFEFF'

/**
 * A cell a spreadsheet could take for a formula (it starts with `=`, `+`, `-`, `@`, a tab or a CR),
 * made plain text by a leading apostrophe, which spreadsheets show as text and do not run.
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** One field as RFC 4180 writes it: quoted, with its quotes doubled, when it needs to be. */
function field(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** Records as CSV text (no byte-order mark): every cell neutralised, then written as a field. */
export function csvText(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map((cell) => field(neutralised(cell))).join(',')).join('\r\n') + '\r\n'
}
