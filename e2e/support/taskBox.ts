import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { TaskStatus, TaskView } from '@parcelflow/contract';
import { buttonName, text, type Lang } from './texts.ts';

/** Imports and exports wait in a queue on a machine shared with other work: give them time, not sleeps. */
const TASK_TIMEOUT = 60_000;

/** Runs what starts a task (a click) and answers the task from the command's own answer. */
export async function startTask(page: Page, command: string, start: () => Promise<void>): Promise<TaskView> {
  const answered = page.waitForResponse((response) => response.url().includes(`/api/main/${command}/`));
  await start();
  const answer = (await (await answered).json()) as { result_code: number; body: string };
  expect(answer.result_code, answer.body).toBe(0);
  return JSON.parse(answer.body) as TaskView;
}

/** How the box shows a task's start: month, day and time to the second, in the browser's zone. */
function shownTime(page: Page, createdAt: string): Promise<string> {
  return page.evaluate((iso) => {
    const date = new Date(iso);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  }, createdAt);
}

export const taskBoxOf = (page: Page, lang: Lang): Locator => page.getByRole('region', { name: text(lang, 'task.title') });

/** Unfolds the progress box as a user does, when it is folded to its title bar (or folds itself meanwhile). */
export async function unfoldTaskBox(page: Page, lang: Lang): Promise<void> {
  const unfold = taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.unfold') });
  await expect(async () => {
    if (await unfold.isVisible()) await unfold.click();
    await expect(taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.fold') })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * A task's entry in the progress box, which starting the task opened, told from the user's other tasks by
 * its kind and start time.
 */
export async function taskEntry(page: Page, lang: Lang, task: TaskView): Promise<Locator> {
  await expect(taskBoxOf(page, lang)).toBeVisible();
  // Hidden ones too: the box folds to its title bar once the user's tasks have ended.
  return taskBoxOf(page, lang).getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text(lang, `task.type.${task.type}`) })
    .filter({ hasText: await shownTime(page, task.createdAt) });
}

/**
 * Waits, as the box polls, until the task (the user's only one under way) ends in the status expected. The box then
 * folds to its title bar, as it does once the user's tasks have ended, and is unfolded again to read the entry.
 */
export async function expectTaskEnds(entry: Locator, lang: Lang, status: Extract<TaskStatus, 'succeeded' | 'failed'>): Promise<void> {
  await expect(entry.getByText(text(lang, `task.status.${status}`), { exact: true })).toBeAttached({ timeout: TASK_TIMEOUT });
  const page = entry.page();
  await expect(taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.unfold') })).toBeVisible();
  await unfoldTaskBox(page, lang);
  await expect(entry).toBeVisible();
}

/** Clicks a download button and answers the file the browser receives. */
export async function downloadBy(page: Page, lang: Lang, scope: Locator, buttonKey: string): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await scope.getByRole('button', { name: buttonName(lang, buttonKey) }).click();
  return downloaded;
}
