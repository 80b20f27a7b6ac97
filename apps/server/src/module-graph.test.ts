import { relative } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './paths.ts';

const SOURCE = relative(process.cwd(), `${SERVER_ROOT}/src`);
const TEST_FILE = /\.(test|testing|fixture)\.ts$|\/src\/test\//;
const LOWER_LAYERS = ['db/', 'envelope/', 'http/', 'storage/'];
/** The composition root may import anything: it is where the parts are put together. */
const COMPOSITION_ROOT = new Set(['root', 'seed/']);

/** modules/<m>/… is module m; any other folder of src/ is its own part; files at the top of src/ are the composition root. */
function partOf(path: string): string {
  const [first, second] = path.slice(path.indexOf('/src/') + 5).split('/');
  if (second === undefined) return 'root';
  return first === 'modules' ? second : `${first}/`;
}

/** Part → the parts it imports (type-only imports too), from production files only: tests are leaves. */
async function partGraph(): Promise<Map<string, Set<string>>> {
  const result = await cruise([SOURCE], { tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' }, exclude: { path: TEST_FILE.source } });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
  const graph = new Map<string, Set<string>>();
  for (const module of result.output.modules) {
    if (!module.source.startsWith(SOURCE)) continue;
    const from = partOf(module.source);
    if (COMPOSITION_ROOT.has(from)) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(SOURCE)) continue;
      const to = partOf(dependency.resolved);
      if (to !== from && !COMPOSITION_ROOT.has(to)) targets.add(to);
    }
  }
  return graph;
}

/** Strongly connected parts of more than one member (Tarjan): each is a cycle, or several sharing parts. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    low.set(part, index.get(part)!);
    stack.push(part);
    for (const next of graph.get(part) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(part, Math.min(low.get(part)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(part, Math.min(low.get(part)!, index.get(next)!));
      }
    }
    if (low.get(part) !== index.get(part)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      members.push(member);
    } while (member !== part);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const part of graph.keys()) if (!index.has(part)) visit(part);
  return cycles;
}

describe('module graph', () => {
  let graph: Map<string, Set<string>>;
  beforeAll(async () => {
    graph = await partGraph();
  });

  it('has no cycle between modules, nor through tasks/ or a lower layer (docs/architecture.md: the module graph)', () => {
    expect(cyclesOf(graph).map((members) => members.join(', '))).toEqual([]);
  });

  it('keeps db/, envelope/, http/ and storage/ below the modules', () => {
    const isModule = (part: string) => !part.endsWith('/');
    const upward = LOWER_LAYERS.flatMap((layer) => [...(graph.get(layer) ?? [])].filter(isModule).map((to) => `${layer} → ${to}`));
    expect(upward).toEqual([]);
  });
});
