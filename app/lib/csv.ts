/**
 * One CSV cell: quoted when needed, and a leading =, +, -, @, tab or CR neutralised with an
 * apostrophe so Excel and LibreOffice run no formula from a visitor's text. Phone numbers do not
 * need it: `spreadsheetPhone` writes them in a form that starts with neither.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a CSV file starts with: the UTF-8 byte-order mark, so Excel reads "é" as "é". */
export const CSV_BOM = "\uFEFF";

/**
 * Rows as CSV lines that Excel opens correctly: CRLF line ends and a semicolon separator (the
 * one French Excel expects). Each line ends with its CRLF, so a file can be written in pieces.
 */
export function csvLines(rows: unknown[][]): string {
  return rows.map((row) => `${row.map(csvCell).join(";")}\r\n`).join("");
}

/** A whole CSV file: the byte-order mark, the header line, then the rows. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  return CSV_BOM + csvLines([headers, ...rows]);
}

/**
 * A phone number as spreadsheets keep it as text, without the apostrophe a leading "+" would get:
 * "+228 90 12 34 56" → "(+228) 90 12 34 56", another country's "+33612345678" → "00 33612345678"
 * (the international prefix dialled from Togo). Neither starts a formula nor reads as a number.
 */
export function spreadsheetPhone(phone: string): string {
  const togo = /^\+228 (.+)$/.exec(phone);
  if (togo) return `(+228) ${togo[1]}`;
  if (/^\+\d+$/.test(phone)) return `00 ${phone.slice(1)}`;
  return phone;
}
