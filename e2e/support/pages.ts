import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { namespaces, type Lang } from './texts.ts';

/** Set E2E_SHOTS to a folder to keep a screenshot of every page the page flows visit. */
const SHOTS_DIR = process.env.E2E_SHOTS;

/** Waits until the page has its data: no request under way, no spinner or skeleton left. */
export async function waitForData(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .pf-page-spin')).toHaveCount(0);
}

/** The visible text of the page, less code-styled identifiers (the language page lists text keys on purpose). */
function visibleProse(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('code, script, style') && parent.checkVisibility()) parts.push(node.textContent ?? '');
  }
  return parts.join('\n');
}

/** Text keys shown instead of their translation ("shell.tabs.home"), which a user should never see. */
export async function rawTextKeys(page: Page, lang: Lang): Promise<string[]> {
  const shown = await page.evaluate(visibleProse);
  const pattern = new RegExp(`\\b(?:${namespaces(lang).join('|')})\\.[A-Za-z_][\\w.]*[A-Za-z0-9_]`, 'g');
  return [...new Set(shown.match(pattern) ?? [])];
}

/** Checks the page shows no untranslated key, and keeps a screenshot of it when asked to. */
export async function checkPage(page: Page, lang: Lang, name: string): Promise<void> {
  await waitForData(page);
  expect(await rawTextKeys(page, lang), `raw text keys on ${name}`).toEqual([]);
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}
