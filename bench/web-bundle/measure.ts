import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A page, the source modules it loads lazily before it is usable (their chunks, with what they import), and the groups
 * of texts it waits for besides those every page shows (apps/web/src/app/i18nNamespaces.ts).
 */
export type Page = { name: string; modules: string[]; texts: string[] };

export const PAGES: Page[] = [
  { name: 'login (/#/login, /#/TMSlogin)', modules: ['src/app/auth/LoginPage.tsx'], texts: ['auth'] },
  { name: 'public tracking (/#/implantOrdertracking)', modules: ['src/features/tracking/PublicTrackingPage.tsx'], texts: ['tracking'] },
  {
    name: 'back-office home (/#/home, signed in)',
    // The back-office's routes bring antd's providers and TanStack Query, and antd's texts of the language with them.
    modules: ['src/app/backOfficeRoutes.tsx', '../../node_modules/antd/es/locale/zh_CN.js', 'src/app/shell/ShellLayout.tsx', 'src/app/home/HomePage.tsx', 'src/app/dates.ts'],
    texts: ['auth', 'tracking', 'app'],
  },
];

/** The default language: apps/web/vite.config.ts names its chunks locale-zh-CN (every page's) and locale-zh-CN-{group}. */
const ACTIVE_LANGUAGE_CHUNK = 'locale-zh-CN';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageFigures = { name: string; files: number; gzipBytes: number };

/**
 * The JavaScript each page downloads before it is usable, gzip-compressed: the entry chunk and every chunk it imports
 * statically (what index.html modulepreloads), the active language's texts the page shows, and each lazy module of the
 * page with the chunks it imports statically (what Vite preloads with it). A build without a manifest (before issue 13) loads every
 * script index.html names, the same for every page.
 */
export function measureInitialJs(distDir: string, pages: Page[] = PAGES): PageFigures[] {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    const files = scriptsOfIndexHtml(distDir);
    return pages.map(({ name }) => ({ name, files: files.length, gzipBytes: gzipSum(distDir, files) }));
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`${manifestFile} names no entry chunk`);
  const chunkNamed = (chunk: string) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === chunk);
    if (!key) throw new Error(`${manifestFile} names no ${chunk} chunk`);
    return key;
  };
  return pages.map(({ name, modules, texts }) => {
    const files = new Set<string>();
    const language = [ACTIVE_LANGUAGE_CHUNK, ...texts.map((group) => `${ACTIVE_LANGUAGE_CHUNK}-${group}`)].map(chunkNamed);
    for (const key of [entry, ...language, ...modules]) collectStaticImports(manifest, key, files);
    return { name, files: files.size, gzipBytes: gzipSum(distDir, [...files]) };
  });
}

function collectStaticImports(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no chunk for ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticImports(manifest, imported, files);
}

function scriptsOfIndexHtml(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\.?\/?([^"]+\.js)"/g);
  return [...tags].map((match) => match[1] ?? match[2]);
}

function gzipSum(distDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
}

// `npx tsx bench/web-bundle/measure.ts [distDir]` prints the figures of a build (default: apps/web/dist).
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? new URL('../../apps/web/dist', import.meta.url).pathname;
  for (const page of measureInitialJs(distDir)) console.log(`${page.name}: ${(page.gzipBytes / 1000).toFixed(1)} kB gzip in ${page.files} files`);
}
