/** One CSV cell: quoted when needed, and a leading =,+,-,@ neutralised so Excel runs no formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV that Excel opens correctly: UTF-8 with a byte-order mark (so "é" stays "é"), CRLF line
 * ends, and a semicolon separator — the one French Excel expects.
 */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
