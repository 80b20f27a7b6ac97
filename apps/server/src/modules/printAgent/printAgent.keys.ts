import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRINT_AGENT_DOWNLOAD_PATH, PRINT_AGENT_VERSION, type PosPrintConfig } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { printAgentKeys } from './printAgent.table.ts';

type Keys = { appKey: string; appSecret: string };

/** 16 random bytes for the key, 32 for the secret, as hex: safe on any command line (never starts with '-'). */
const newKeys = (): Keys => ({ appKey: randomBytes(16).toString('hex'), appSecret: randomBytes(32).toString('hex') });

/** The config answer: apiuri and fileUrl relative to the web app's address, as the web calls `api/...`. */
const configOf = (caller: Caller, keys: Keys): PosPrintConfig => ({
  apiuri: 'api', appId: caller.companyNo, ...keys, fileUrl: PRINT_AGENT_DOWNLOAD_PATH, version: PRINT_AGENT_VERSION,
});

/** The company's keys, made on the first call (a concurrent first call keeps the row that won). */
export async function readPosPrintConfig(db: Db, caller: Caller): Promise<PosPrintConfig> {
  const select = () => db.select({ appKey: printAgentKeys.appKey, appSecret: printAgentKeys.appSecret }).from(printAgentKeys).where(eq(printAgentKeys.companyId, caller.companyId));
  const [stored] = await select();
  if (stored) return configOf(caller, stored);
  await db.insert(printAgentKeys).values({ companyId: caller.companyId, ...newKeys() }).onConflictDoNothing({ target: printAgentKeys.companyId });
  const [made] = await select();
  return configOf(caller, made!);
}

/** New keys in place of the old, logged by their key (never the secret). */
export function renewKeys(ctx: { db: Db; caller: Caller; ip: string }): Promise<PosPrintConfig> {
  return auditedWrite(ctx, async ({ tx, companyId }) => {
    const [before] = await tx.select({ appKey: printAgentKeys.appKey }).from(printAgentKeys).where(eq(printAgentKeys.companyId, companyId)).for('update');
    const keys = newKeys();
    await tx.insert(printAgentKeys).values({ companyId, ...keys, createdAt: new Date() })
      .onConflictDoUpdate({ target: printAgentKeys.companyId, set: { ...keys, createdAt: new Date() } });
    return {
      answer: configOf(ctx.caller, keys),
      changes: [{ entity: 'printAgent', entityId: companyId, entityLabel: ctx.caller.companyNo, action: 'generate', before: before && { appKey: before.appKey }, after: { appKey: keys.appKey } }],
    };
  });
}
