import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time (user + system, µs) a process has used so far, all its threads (worker threads too), from /proc/<pid>/stat. */
export function cpuMicrosOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis, from field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
  return (ticks / TICKS_PER_SECOND) * 1e6;
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the highest since start or the last reset). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}
