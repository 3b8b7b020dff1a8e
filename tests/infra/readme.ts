import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readmePath = join(import.meta.dirname, '..', '..', 'README.md');

/** The text of a `## <title>` section of README.md, up to the next `## ` heading. */
export function readmeSection(title: string): string {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

/** The body rows (cells trimmed) of the first Markdown table whose first header is `firstHeader`. */
export function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = lines.findIndex(
    (line) => line.trim().startsWith('|') && cells(line)[0]?.toLowerCase() === firstHeader,
  );
  if (header < 0) throw new Error(`No table starting with "${firstHeader}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}
