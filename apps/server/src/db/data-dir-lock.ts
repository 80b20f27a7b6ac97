import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds a data folder: written whole (through a link) so a reader never sees half of it. */
type Holder = { pid: number; host: string; since: string; processStart: string | null; token: string };

const LOCK_FILE = 'parcelflow.lock';
/** The holder touches its lock this often; a lock from another host untouched for FOREIGN_STALE_MS is a dead one. */
const REFRESH_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockPath: string, holder: Holder, foreign: boolean) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} since ${holder.since}; `
      + 'two servers on one folder would drift apart. Stop that server first, or give this one another DATA_DIR'
      + (foreign ? ` (if no server runs on ${holder.host} any more, delete ${lockPath})` : '') + '.',
    );
  }
}

/**
 * Takes the data folder for this process, or refuses with DataDirInUseError while a live process holds it. A lock
 * left by a process that died (kill -9, a crash) is taken over: on this host as soon as its process is gone (pid and,
 * on Linux, the process's start time, so a reused pid does not count), from another host once it went untouched for
 * a minute. Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), processStart: processStartOf(process.pid), token: randomUUID() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(path, me)) return hold(path, me);
    const found = await readHolder(path);
    if (!found) continue;
    const foreign = found.holder.host !== me.host;
    const alive = foreign ? Date.now() - found.touchedAt < FOREIGN_STALE_MS : isAlive(found.holder);
    if (alive) throw new DataDirInUseError(dataDir, path, found.holder, foreign);
    await removeStale(path, found.holder);
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir}: its lock ${path} keeps changing`);
}

async function tryCreate(path: string, me: Holder): Promise<boolean> {
  const draft = `${path}.${me.token}`;
  await writeFile(draft, JSON.stringify(me));
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

function hold(path: string, me: Holder): () => Promise<void> {
  heldHere.add(me.token);
  const refresh = setInterval(() => void utimes(path, new Date(), new Date()).catch(() => {}), REFRESH_MS);
  refresh.unref();
  return async () => {
    clearInterval(refresh);
    heldHere.delete(me.token);
    if ((await readHolder(path))?.holder.token === me.token) await unlink(path);
  };
}

async function readHolder(path: string): Promise<{ holder: Holder; touchedAt: number } | undefined> {
  try {
    const [text, stats] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { holder: JSON.parse(text) as Holder, touchedAt: stats.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(holder: Holder): boolean {
  // This very process: alive only while it holds that lock (not a lock left by an earlier process with our pid).
  if (holder.pid === process.pid) return heldHere.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

/** Moves the dead holder's lock aside; should another process have replaced it meanwhile, its lock is put back. */
async function removeStale(path: string, dead: Holder): Promise<void> {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = JSON.parse(await readFile(aside, 'utf8')) as Holder;
  if (moved.token !== dead.token) await link(aside, path).catch(() => {});
  await unlink(aside);
}

/** The process's start time in clock ticks since boot (Linux), telling a reused pid from the holder; null elsewhere. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
