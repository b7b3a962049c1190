/** Tables for the terminal (padded columns) and for markdown, from the same rows. */
export type Row = (string | number)[];

/** A number to `digits` places, "—" when it is not a number (not measured, not applicable). */
export function fmt(v: number, digits = 2): string {
  return Number.isFinite(v) ? v.toFixed(digits) : '—';
}

/** Numbers (and "—") line up on the right, words on the left. */
const NUMERIC = /^(-?[\d.]+( %)?|—)$/;

export function textTable(header: string[], rows: Row[]): string {
  const all = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c] ?? '').length)));
  const line = (r: Row) =>
    r
      .map((v, c) =>
        NUMERIC.test(String(v)) ? String(v).padStart(widths[c]!) : String(v).padEnd(widths[c]!),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(header: string[], rows: Row[]): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, '\\|');
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map((_, c) => (c === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}
