import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { outbox } from './notify.table.ts';

/** The latest notice sent to recipient, read back from the outbox as its owner would read their phone. */
export async function readLatestNotice(t: TestApp, recipient: string) {
  const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  if (!notice) throw new Error(`nothing was sent to ${recipient}`);
  return notice;
}

/** The 6-digit code of the latest notice sent to recipient. */
export async function readSentCode(t: TestApp, recipient: string): Promise<string> {
  const code = (await readLatestNotice(t, recipient)).body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the notice to ${recipient}`);
  return code;
}

/** A 6-digit code sure to be wrong. */
export function pickWrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
