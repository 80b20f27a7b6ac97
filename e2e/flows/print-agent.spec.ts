import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { createAuditedOrderByApi } from '../support/orders.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const AGENT_FILE = new URL('../../apps/print-agent/dist/parcelflow-print-agent.mjs', import.meta.url).pathname;

/** CUPS with CUPS-PDF's printer named PDF (.ci/run sets it up), else the flow is skipped. */
function cupsPdfMissing(): string | false {
  try {
    return execFileSync('lpstat', ['-e'], { encoding: 'utf8' }).split('\n').includes('PDF') ? false : 'no CUPS printer named PDF';
  } catch {
    return 'no CUPS (lpstat)';
  }
}

/** Where CUPS-PDF writes a job of this user: its Out setting, else ~/PDF. */
function cupsPdfFolder(): string {
  const conf = existsSync('/etc/cups/cups-pdf.conf') ? readFileSync('/etc/cups/cups-pdf.conf', 'utf8') : '';
  return /^Out\s+(.+)$/m.exec(conf)?.[1]?.trim().replace('${HOME}', homedir()) ?? join(homedir(), 'PDF');
}

/** The PDFs CUPS-PDF finished since then: it creates the file first and writes it on, so a whole one ends with %%EOF. */
const pdfsSince = (folder: string, since: number) =>
  (existsSync(folder) ? readdirSync(folder) : []).map((name) => join(folder, name))
    .filter((file) => file.endsWith('.pdf') && statSync(file).mtimeMs >= since && readFileSync(file).subarray(-64).includes('%%EOF'));

/** The barcodes zbarimg reads on the PDF's pages, rendered at 300 dpi. */
function barcodesOf(pdf: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'pf-e2e-label-'));
  execFileSync('pdftoppm', ['-r', '300', '-png', pdf, join(folder, 'page')]);
  const pages = readdirSync(folder).map((name) => join(folder, name));
  return execFileSync('zbarimg', ['--raw', '-q', ...pages], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`a clerk starts the print service the page gives, and a scanned parcel's label comes out of the printer (${lang})`, async ({ page }) => {
    const missing = cupsPdfMissing();
    test.skip(missing !== false, `needs CUPS-PDF: ${missing}`);
    const waybillNo = `AGT${lang === 'zh-CN' ? 'C' : 'E'}${Date.now() % 100_000_000}`;
    await logIn(page, lang, 'demoadmin');
    await createAuditedOrderByApi(page, await storedToken(page), 'Phone cases', waybillNo);

    const orders = page.getByRole('menuitem', { name: buttonName(lang, 'menu.orderManagement') });
    if ((await orders.getAttribute('aria-expanded')) !== 'true') await orders.click();
    await openMenu(page, lang, 'print', 'printConfiguration');
    await expect(page.getByText(text(lang, 'hint.202407'))).toBeVisible();
    const command = await page.locator('code').filter({ hasText: 'parcelflow-print-agent.mjs' }).innerText();
    expect(command).toMatch(/^node parcelflow-print-agent\.mjs --origin http:\/\/127\.0\.0\.1:\d+ --app-key [0-9a-f]{32} --app-secret [0-9a-f]{64}$/);

    let agent: ChildProcess | undefined;
    try {
      // The command as shown, run on the built file.
      agent = spawn(process.execPath, [AGENT_FILE, ...command.split(' ').slice(2)], { stdio: ['ignore', 'ignore', 'pipe'] });
      await new Promise<void>((resolve, reject) => {
        agent!.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
        agent!.on('exit', (code) => reject(new Error(`the agent exited with ${code}`)));
      });
      await page.getByRole('button', { name: buttonName(lang, 'printAgent.retry') }).click();
      await expect(page.getByText(text(lang, 'printAgent.status.ready'), { exact: true })).toBeVisible();
      await expect(page.getByLabel(text(lang, 'printAgent.printer'))).toBeVisible();
      await checkPage(page, lang, `print-agent-ready-${lang}`);

      const since = Date.now() - 1000;
      await openMenu(page, lang, 'orderManagement', 'scanToPrint');
      const input = page.getByLabel(text(lang, 'print.scan.placeholder'));
      await expect(input).toBeFocused();
      await input.fill(waybillNo);
      await input.press('Enter');
      await expect(page.locator('.ant-result-title').getByText(waybillNo)).toBeVisible();

      const folder = cupsPdfFolder();
      await expect.poll(() => pdfsSince(folder, since).length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [printed] = pdfsSince(folder, since);
      expect(barcodesOf(printed!)).toContain(waybillNo);
    } finally {
      agent?.kill('SIGTERM');
    }
  });
}
