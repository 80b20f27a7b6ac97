import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PRINT_AGENT_NAME, PRINT_AGENT_VERSION } from '@parcelflow/contract/printAgent/protocol';
import { readAgentConfig } from './config.ts';
import { startAgent, type RunningAgent } from './server.ts';

/**
 * `node parcelflow-print-agent.mjs --origin https://your.product --app-key K --app-secret S [--printer NAME]`
 * (docs/printing.md, "The print agent"). `--version` prints the name and version (what /upgrade checks a new file by).
 */
const args = process.argv.slice(2);
if (args.includes('--version')) {
  process.stdout.write(`${PRINT_AGENT_NAME} ${PRINT_AGENT_VERSION}\n`);
  process.exit(0);
}

const selfPath = fileURLToPath(import.meta.url);
let agent: RunningAgent | undefined;
try {
  const config = readAgentConfig(args);
  agent = await startAgent({ ...config, selfPath, onUpgraded: (version) => void restart(version) });
  console.warn(`${PRINT_AGENT_NAME} ${PRINT_AGENT_VERSION} listening on http://127.0.0.1:${agent.port} for ${config.origins.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * After an upgrade: stop listening, start the new file with the same arguments (it takes the first free port, most
 * likely this one again) and leave. A detached child lives on when this process ends; a service manager that
 * started the agent (systemd, launchd, a Windows task) may instead restart it itself on exit.
 */
async function restart(version: string): Promise<void> {
  console.warn(`upgraded to ${version}; restarting`);
  await agent?.close();
  const child = spawn(process.execPath, [...process.execArgv, selfPath, ...args], { detached: true, stdio: 'inherit' });
  child.unref();
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void agent?.close().then(() => process.exit(0));
  });
}
