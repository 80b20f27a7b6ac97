import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAgent, KEYS, ORIGIN } from './agent.testing.ts';
import { startAgent, type RunningAgent } from './server.ts';

/** The real print system: CUPS with CUPS-PDF's virtual printer named PDF (.ci/run sets it up). */
function cupsPdfPrinter(): string | null {
  try {
    return execFileSync('lpstat', ['-e'], { encoding: 'utf8' }).split('\n').includes('PDF') ? null : 'CUPS has no printer named PDF (lpadmin -p PDF -E -v cups-pdf:/ -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd)';
  } catch {
    return 'no lpstat or no running cupsd (apt-get install cups printer-driver-cups-pdf)';
  }
}
const skipReason = cupsPdfPrinter();
if (skipReason) console.warn(`print-agent CUPS test skipped: ${skipReason}`);

/** Where CUPS-PDF writes: its Out setting (Debian: ${HOME}/PDF of the job's user), else its anonymous folder. */
function cupsPdfFolders(): string[] {
  const conf = existsSync('/etc/cups/cups-pdf.conf') ? readFileSync('/etc/cups/cups-pdf.conf', 'utf8') : '';
  const out = /^Out\s+(.+)$/m.exec(conf)?.[1]?.trim().replace('${HOME}', homedir()).replace('${USER}', process.env.USER ?? 'root');
  return [...(out ? [out] : []), join(homedir(), 'PDF'), '/var/spool/cups-pdf/ANONYMOUS'];
}

/** A one-page PDF by hand, so the test needs nothing but CUPS. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 30 300 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 425] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
}

describe.skipIf(skipReason !== null)('the print agent on real CUPS', () => {
  let agent: RunningAgent;
  beforeAll(async () => {
    agent = await startAgent({ origins: [ORIGIN], ...KEYS, ports: [0] });
  });
  afterAll(() => agent.close());

  it('prints a PDF label on the CUPS-PDF printer, which writes it to its folder', async () => {
    const printers = (await callAgent(agent.port, '/printers')).body.printers as { name: string }[];
    expect(printers.map((printer) => printer.name)).toContain('PDF');
    const marker = `PF-${Date.now()}`;
    const answer = await callAgent(agent.port, '/print', { printer: 'PDF', format: 'pdf', data: tinyPdf(marker).toString('base64'), title: marker });
    expect(answer.status).toBe(200);
    const jobId = answer.body.jobId as string;
    expect(jobId).toMatch(/^PDF-\d+$/);
    // CUPS-PDF names the file after the title and the job ("<title>...job_<n>.pdf"); it creates the file, then writes
    // it, so a whole one ends with %%EOF.
    const written = () => cupsPdfFolders()
      .flatMap((folder) => (existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith(marker)).map((name) => join(folder, name)) : []))
      .filter((file) => readFileSync(file).subarray(-64).includes('%%EOF'));
    await expect.poll(() => written().length, { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
    const file = written()[0]!;
    expect(file).toMatch(new RegExp(`job_${jobId.split('-')[1]}\\.pdf$`));
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
