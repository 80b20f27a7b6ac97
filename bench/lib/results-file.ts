import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const PREAMBLE = '# Benchmark results\n\nWritten by `npm run bench`; each benchmark rewrites only its own "##" section.';

/** Replaces the "## <name>" section of the results file, or appends it, leaving the other sections as they are. */
export function writeSection(file: string, name: string, content: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : PREAMBLE;
  const parts = text.split(/^(?=## )/m).map((part) => part.trimEnd());
  const section = `## ${name}\n\n${content.trim()}`;
  const index = parts.findIndex((part) => part.split('\n', 1)[0] === `## ${name}`);
  if (index === -1) parts.push(section);
  else parts[index] = section;
  writeFileSync(file, `${parts.join('\n\n')}\n`);
}
