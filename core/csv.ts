/**
 * CSV as spreadsheets open it (RFC 4180: fields with a comma, quote or line break are quoted, quotes
 * doubled). A text cell starting with =, +, -, @, a tab or a carriage return is prefixed with an
 * apostrophe: spreadsheet programs would run it as a formula (CSV injection, OWASP), and cells
 * here hold what people typed (names, e-mails, descriptions).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  // Numbers are the product's own (cents formatted by the caller), never typed by a person.
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 says. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
