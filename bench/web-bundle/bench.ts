import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeMachine } from '../lib/machine.ts';
import { writeSection } from '../lib/results-file.ts';
import { measureInitialJs, PAGES } from './measure.ts';

const SECTION = 'Web: initial JavaScript per page';

/** gzip bytes each page may download before it is usable (issue 13). */
const TARGET_BYTES: Record<string, number> = { [PAGES[0].name]: 150_000, [PAGES[1].name]: 150_000, [PAGES[2].name]: 500_000 };

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app as `npm run build` does, measures what each page downloads first, writes the section. */
export async function benchWebBundle(resultsFile: string): Promise<boolean> {
  const machine = describeMachine();
  console.log('building apps/web...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repositoryRoot, stdio: 'inherit' });
  const figures = measureInitialJs(`${repositoryRoot}apps/web/dist`);
  const passes = figures.map((page) => page.gzipBytes < TARGET_BYTES[page.name]);
  const rows = figures.map((page, index) => `| ${page.name} | ${kB(page.gzipBytes)} | ${page.files} | under ${kB(TARGET_BYTES[page.name])} | ${passes[index] ? 'PASS' : 'FAIL'} |`);
  const section = `
The JavaScript a page downloads before it is usable, gzip-compressed (Node's zlib, default level): the entry chunk and
every chunk it imports statically (what index.html preloads), the active language's (zh-CN) texts the page waits for and
the page's lazy chunks with the chunks they import statically, read from the build's manifest (bench/web-bundle/measure.ts; run it alone
with \`npx tsx bench/web-bundle/measure.ts [distDir]\`). Before issue 13 every page downloaded the same 694.7 kB.

- Date: ${machine.date}; Node ${machine.node}

| page | kB gzip | files | target | verdict |
|---|---|---|---|---|
${rows.join('\n')}

- Target: login and public tracking under 150 kB, the back-office home under 500 kB: **${passes.every(Boolean) ? 'PASS' : 'FAIL'}**
`;
  writeSection(resultsFile, SECTION, section);
  console.log(section);
  return passes.every(Boolean);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
