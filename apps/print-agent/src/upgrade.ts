import { execFile } from 'node:child_process';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compareVersions, PRINT_AGENT_NAME, PRINT_AGENT_VERSION } from '@parcelflow/contract/printAgent/protocol';
import { AgentError } from './http.ts';

const MAX_AGENT_BYTES = 20 * 1024 * 1024;

/**
 * POST /upgrade: downloads the new agent from one of the configured origins, runs it with --version (it must name
 * itself and a higher version), then replaces the running file by a rename in the same folder (atomic: a crash
 * leaves the old file or the new one, never half of one). Answers the new version; the caller then restarts.
 */
export async function upgradeAgent(fileUrl: string, origins: readonly string[], selfPath: string): Promise<string> {
  const url = new URL(fileUrl);
  if (!origins.includes(url.origin)) throw new AgentError('upgradeRefused', 'the file is not on a configured origin');
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000), redirect: 'error' }).catch((error: unknown) => {
    throw new AgentError('upgradeFailed', String(error));
  });
  if (!response.ok) throw new AgentError('upgradeFailed', `download answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_AGENT_BYTES) throw new AgentError('upgradeRefused', 'the file is too large');
  const candidate = join(dirname(selfPath), `.${PRINT_AGENT_NAME}-${process.pid}-${Date.now()}.mjs`);
  try {
    await writeFile(candidate, bytes, { mode: 0o755 });
    const version = await reportedVersion(candidate);
    if (!version || compareVersions(version, PRINT_AGENT_VERSION) <= 0) throw new AgentError('upgradeRefused', `the file reports version ${version ?? 'none'}`);
    await chmod(candidate, 0o755);
    await rename(candidate, selfPath);
    return version;
  } finally {
    await rm(candidate, { force: true });
  }
}

/** What `node <file> --version` prints as "parcelflow-print-agent X.Y.Z", or null. */
function reportedVersion(file: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, '--version'], { timeout: 10_000, maxBuffer: 64 * 1024, windowsHide: true }, (error, stdout) => {
      const match = new RegExp(`^${PRINT_AGENT_NAME} (\\d+(?:\\.\\d+){0,3})\\s*$`).exec(String(stdout));
      resolve(error || !match ? null : match[1]!);
    });
  });
}
