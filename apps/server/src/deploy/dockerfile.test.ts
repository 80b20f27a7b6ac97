import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The Dockerfile's facts, read statically: no container engine runs where the tests do. */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Instruction = { keyword: string; args: string };
type Stage = { name: string; base: string; instructions: Instruction[] };

/** Stages of the Dockerfile with their instructions, continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [base, , name = ''] = args.split(/\s+/);
      stages.push({ name, base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

const stages = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1)!;
const argsOf = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** Where `npm run build` writes: the server bundle (scripts/build.mjs) and the web app (vite.config.ts). */
const buildOutputs = ['apps/server/dist', 'apps/web/dist', 'apps/print-agent/dist'];

/** The folders the root package.json's workspaces name ("apps/*" expanded). */
function workspaceFolders(): string[] {
  return (JSON.parse(read('package.json')).workspaces as string[]).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent)).map((name) => `${parent}/${name}`).filter((folder) => existsSync(join(root, folder, 'package.json')));
  });
}

describe('Dockerfile', () => {
  it('runs on Node 24 LTS slim as the unprivileged node user, on port 8080 with /data as its volume', () => {
    expect(runtime.base).toBe('node:24-bookworm-slim');
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['8080']);
    expect(argsOf(runtime, 'VOLUME')).toEqual(['/data']);
    expect(argsOf(runtime, 'ENV').join(' ')).toMatch(/\bDATA_DIR=\/data\b/);
    expect(argsOf(runtime, 'STOPSIGNAL')).toEqual(['SIGTERM']);
  });

  it('checks its health on /api/health with node, the slim image having no curl', () => {
    const [healthcheck] = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/api\/health/);
  });

  it('starts the compiled server that npm start runs, not the TypeScript sources', () => {
    const command = JSON.parse(argsOf(runtime, 'CMD')[0]) as string[];
    expect(command[0]).toBe('node');
    const script = command.at(-1)!;
    expect(script).toBe('apps/server/dist/main.js');
    expect(JSON.parse(read('package.json')).scripts.start).toContain(`node --enable-source-maps ${script}`);
    expect(JSON.parse(read('apps/server/scripts/entry-points.json')).main).toBe('src/main.ts');
    expect(read('apps/server/scripts/build.mjs')).toContain("outdir: 'dist'");
  });

  it('copies from the build stage only sources of the repository and outputs of npm run build', () => {
    const build = stages.find((stage) => stage.name === 'build')!;
    expect(argsOf(build, 'RUN')).toContain('npm run build');
    expect(JSON.parse(read('package.json')).scripts.build).toBe('npm run build --workspace @parcelflow/web && npm run build --workspace @parcelflow/server && npm run build --workspace @parcelflow/print-agent');
    expect(read('apps/web/vite.config.ts')).toContain("outDir: 'dist'");
    expect(read('apps/print-agent/scripts/build.mjs')).toContain("outdir: 'dist'");
    const copied = argsOf(runtime, 'COPY').filter((args) => args.startsWith('--from=build')).map((args) => args.split(/\s+/)[1].replace(/^\/app\//, ''));
    expect(copied).toEqual(expect.arrayContaining(buildOutputs));
    for (const path of copied) expect(buildOutputs.includes(path) || existsSync(join(root, path)), path).toBe(true);
  });

  it('installs only the server\'s production dependencies in the runtime image', () => {
    expect(argsOf(runtime, 'RUN').join('\n')).toMatch(/npm install --omit=dev --workspace @parcelflow\/server/);
    // What the manifests stage copies must exist, or the build fails at its first step.
    const manifests = stages.find((stage) => stage.name === 'manifests')!;
    const sources = argsOf(manifests, 'COPY').flatMap((args) => args.split(/\s+/).slice(0, -1));
    for (const path of sources) expect(existsSync(join(root, path)), path).toBe(true);
    // Every workspace's manifest, so npm finds the workspaces the lock file names.
    for (const workspace of workspaceFolders()) expect(sources).toContain(`${workspace}/package.json`);
  });

  it('keeps installed packages, builds and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git']));
  });
});
