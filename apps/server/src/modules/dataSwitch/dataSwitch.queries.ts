import { eq, sql, type SQL } from 'drizzle-orm';
import type { DataSwitches } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { dataSwitchSettings } from './dataSwitch.table.ts';

/** Every check is on until the company switches it off. */
export const DEFAULT_SWITCHES: DataSwitches = { postcodeCheck: true, blacklistCheck: true };

/** The company's switches: what the order checks read before they run. */
export async function dataSwitchesOf(db: Db, companyId: number): Promise<DataSwitches> {
  const [row] = await db.select({ postcodeCheck: dataSwitchSettings.postcodeCheck, blacklistCheck: dataSwitchSettings.blacklistCheck })
    .from(dataSwitchSettings).where(eq(dataSwitchSettings.companyId, companyId));
  return row ?? DEFAULT_SWITCHES;
}

/** Whether one of the company's checks is on, as a boolean expression of a statement that reads it with others. */
export function switchOnSql(companyId: number, key: keyof DataSwitches): SQL<boolean> {
  return sql<boolean>`coalesce((select ${dataSwitchSettings[key]} from ${dataSwitchSettings} where ${eq(dataSwitchSettings.companyId, companyId)}), ${sql.raw(String(DEFAULT_SWITCHES[key]))})`;
}
