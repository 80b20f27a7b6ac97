import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrintAgentFormat, PrintAgentPrinter } from '@parcelflow/contract/printAgent/protocol';

/**
 * The operating system's print system. CUPS (Linux, macOS): `lpstat -e` names the destinations, `lpstat -d` the
 * default, `lp` prints (a PDF as a file; ZPL with `-o raw`, straight to the thermal printer). Windows: PowerShell's
 * Get-Printer and the shell's PrintTo verb through the print spooler, untested here (docs/printing.md).
 * Always execFile with an argument list: no shell ever sees a printer name or a title.
 */
export type PrintSystem = {
  listPrinters: () => Promise<PrintAgentPrinter[]>;
  print: (job: { printer: string; format: PrintAgentFormat; bytes: Buffer; copies: number; title: string }) => Promise<string>;
};

const run = (file: string, args: string[], env?: NodeJS.ProcessEnv) =>
  new Promise<string>((resolve, reject) => {
    // C locale: lpstat's "system default destination:" line is parsed.
    execFile(file, args, { timeout: 30_000, maxBuffer: 1024 * 1024, env: { ...process.env, LC_ALL: 'C', LANG: 'C', ...env }, windowsHide: true }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} failed: ${String(stderr || error.message).trim()}`));
      else resolve(stdout);
    });
  });

export const cupsPrintSystem: PrintSystem = {
  async listPrinters() {
    const [names, fallback] = await Promise.all([run('lpstat', ['-e']), run('lpstat', ['-d']).catch(() => '')]);
    const defaultName = /destination:\s*(\S+)/.exec(fallback)?.[1];
    return names.split('\n').map((line) => line.trim()).filter(Boolean).map((name) => ({ name, isDefault: name === defaultName }));
  },
  async print({ printer, format, bytes, copies, title }) {
    return withTemporaryFile(bytes, format, async (file) => {
      const args = ['-d', printer, '-t', title || 'Parcelflow', '-n', String(copies), ...(format === 'zpl' ? ['-o', 'raw'] : []), file];
      const output = await run('lp', args);
      // "request id is PDF-12 (1 file(s))"
      return /request id is (\S+)/.exec(output)?.[1] ?? output.trim();
    });
  },
};

export const windowsPrintSystem: PrintSystem = {
  async listPrinters() {
    const output = await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command',
      'Get-CimInstance Win32_Printer | Select-Object Name,Default | ConvertTo-Json -Compress']);
    const rows = JSON.parse(output || '[]') as { Name: string; Default: boolean } | { Name: string; Default: boolean }[];
    return (Array.isArray(rows) ? rows : [rows]).map((row) => ({ name: row.Name, isDefault: Boolean(row.Default) }));
  },
  async print({ printer, format, bytes, copies }) {
    return withTemporaryFile(bytes, format, async (file) => {
      // The file and printer go in through the environment, never into the command text.
      const command = format === 'zpl'
        ? 'Copy-Item -LiteralPath $env:PF_FILE -Destination ("\\\\localhost\\" + $env:PF_PRINTER)'
        : 'Start-Process -FilePath $env:PF_FILE -Verb PrintTo -ArgumentList (\'"\' + $env:PF_PRINTER + \'"\') -Wait';
      for (let copy = 0; copy < copies; copy++) await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', command], { PF_FILE: file, PF_PRINTER: printer });
      return `win-${Date.now()}`;
    });
  },
};

export const systemPrintSystem = (): PrintSystem => (process.platform === 'win32' ? windowsPrintSystem : cupsPrintSystem);

async function withTemporaryFile<T>(bytes: Buffer, format: PrintAgentFormat, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'parcelflow-print-'));
  const file = join(folder, `label.${format === 'zpl' ? 'zpl' : 'pdf'}`);
  try {
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    // lp has handed the file to the spooler once it returns.
    await rm(folder, { recursive: true, force: true });
  }
}
