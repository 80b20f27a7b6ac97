import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { addUser } from '../partner/partner.testing.ts';
import { positionRights, positions } from '../position/index.ts';

/** A valid sell card of two zones, three breaks and two surcharges, for the channel; override any field. */
export function cardInput(channelId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    channelId, kind: 'sell', name: 'US air 2026', currency: 'RMB', validFrom: '2026-01-01', weightStep: '0.5', minCharge: '12.5',
    zones: [
      { code: '1', name: 'North America', destinations: [{ country: 'US' }, { country: 'CA' }] },
      { code: '2', name: 'West coast', destinations: [{ country: 'MX', postcodes: ['9'] }] },
    ],
    breaks: [
      { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45.00', '50.5'] },
      { fromKg: '0.5', toKg: '20', method: 'additional', stepKg: '0.5', prices: ['18.1250', null] },
      { fromKg: '20', toKg: '70', method: 'perKg', prices: ['30', '35'] },
    ],
    surcharges: [
      { kind: 'fuel', basis: 'percent', amount: '15.5' },
      { kind: 'goodsType', basis: 'perKg', amount: '2', goodsType: 'battery' },
    ],
    ...overrides,
  };
}

/** A login of the company that may edit rate cards but not see costs (an operations manager given rateCard.edit). */
export async function addEditorWithoutCost(t: TestApp, companyNo: string, account: string): Promise<string> {
  const { db } = t.database;
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, companyNo));
  const [position] = await db.select().from(positions).where(and(eq(positions.companyId, company.id), eq(positions.roleKey, 'operationsManager')));
  await db.insert(positionRights).values({ positionId: position.id, rightKind: 'function', rightKey: 'rateCard.edit' }).onConflictDoNothing();
  return addUser(t, companyNo, account, 'operationsManager');
}
