import { DEFAULT_GROUP_NAME, GROUP_DEFAULT_COMMANDS } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customerGroups } from './customerGroup.table.ts';

/** The default group of a new company (entities-rules.md 3.7: every company has one). */
export async function createDefaultGroup(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .insert(customerGroups)
    .values({ companyId, name: DEFAULT_GROUP_NAME, isDefault: true, apiCommands: [...GROUP_DEFAULT_COMMANDS] })
    .returning({ id: customerGroups.id });
  return row.id;
}
