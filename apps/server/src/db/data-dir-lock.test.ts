import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const holderScript = fileURLToPath(new URL('./hold-data-dir.testing.ts', import.meta.url));
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'parcelflow-lock-'));
  folders.push(folder);
  return folder;
}

type Holder = { child: ChildProcess; opened: Promise<void>; exited: Promise<{ code: number | null; stderr: string }> };

/** `node --import tsx hold-data-dir.testing.ts <folder>`: a process opening the folder, as the server does. */
function startHolder(folder: string): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, folder], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('open')) resolve();
    });
    void exited.then(({ code }) => reject(new Error(`exited ${code} before opening: ${stderr}`)));
  });
  opened.catch(() => {});
  return { child, opened, exited };
}

const lockFile = (folder: string) => join(folder, 'parcelflow.lock');
const lockOf = (holder: Record<string, unknown>) => JSON.stringify({ host: hostname(), since: '2026-01-01T00:00:00.000Z', processStart: null, token: 'theirs', ...holder });

describe('the PGlite data folder lock', () => {
  it('lets one process open a folder, refuses a second naming the folder and the holder, and takes over after a kill -9', async () => {
    const folder = await newFolder();
    const first = startHolder(folder);
    await first.opened;
    const second = await startHolder(folder).exited;
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(`The PGlite data folder ${folder} is in use by process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile(folder))).toBe(true);
    const third = startHolder(folder);
    await third.opened;
    third.child.stdin!.end();
    expect((await third.exited).code).toBe(0);
    expect(existsSync(lockFile(folder))).toBe(false);
  }, 120_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const folder = await newFolder();
    const first = await openDatabase({ dataDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  }, 60_000);

  it('takes over a lock whose process is gone, or is this process before a restart, and refuses a live one', async () => {
    const folder = await newFolder();
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    for (const pid of [deadPid, process.pid]) {
      await writeFile(lockFile(folder), lockOf({ pid }));
      const release = await lockDataDir(folder);
      await release();
      expect(existsSync(lockFile(folder))).toBe(false);
    }
    await writeFile(lockFile(folder), lockOf({ pid: process.ppid }));
    await expect(lockDataDir(folder)).rejects.toThrow(`in use by process ${process.ppid} on ${hostname()}`);
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', async () => {
    const folder = await newFolder();
    await writeFile(lockFile(folder), lockOf({ pid: process.ppid, processStart: '1' }));
    await (await lockDataDir(folder))();
  });

  it('refuses a lock of another host while it is refreshed, and takes it over after a minute without', async () => {
    const folder = await newFolder();
    await writeFile(lockFile(folder), lockOf({ pid: 1, host: 'elsewhere' }));
    await expect(lockDataDir(folder)).rejects.toThrow(`delete ${lockFile(folder)}`);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(lockFile(folder), twoMinutesAgo, twoMinutesAgo);
    await (await lockDataDir(folder))();
  });
});
