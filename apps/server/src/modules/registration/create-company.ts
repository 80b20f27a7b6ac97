import type { RoleKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { createDefaultGroup } from '../customerGroup/index.ts';
import { createDefaultPositions } from '../position/index.ts';

export type NewCompany = typeof companies.$inferInsert;

/** A new tenant with the default positions of section 6 and its default customer group; answers the company and its role→position map. */
export async function createCompany(db: Db, values: NewCompany): Promise<{ company: typeof companies.$inferSelect; positions: Map<RoleKey, number> }> {
  const [company] = await db.insert(companies).values(values).returning();
  const positions = await createDefaultPositions(db, company.id);
  await createDefaultGroup(db, company.id);
  return { company, positions };
}
