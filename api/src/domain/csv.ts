/**
 * CSV (RFC 4180) for exports a person opens in a spreadsheet. Cells that a spreadsheet would
 * run as a formula are prefixed with a quote mark: those starting with = + - @ (or their
 * full-width forms, which some spreadsheets fold to ASCII), a pipe, or any white space (a
 * leading space, tab, CR or newline can hide a formula behind it).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

const formulaStart = /^[\s=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
