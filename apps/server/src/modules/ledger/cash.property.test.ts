import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@parcelflow/contract';
import { executeRows } from '../../db/execute-rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { cashCalls, cents as centsOf, ledgerDisagreements, money } from './cash.testing.ts';
import { postEntry, rebuildBalances } from './posting.ts';

let t: TestApp;
let cash: ReturnType<typeof cashCalls>;
let admin: string;
let companyId: number;
let customers: number[];
beforeAll(async () => {
  t = await createTestApp();
  cash = cashCalls(t);
  admin = await t.login('demoadmin');
  const ids = demoIds(t);
  companyId = await ids.company('HYEXP');
  customers = [await ids.customer('HYEXP', 'C1003'), await ids.customer('HYEXP', 'C1006')];
});
afterAll(() => t.close());

const CURRENCIES: Currency[] = ['RMB', 'USD'];

const account = fc.record({ customer: fc.nat({ max: 1 }), currency: fc.constantFrom(...CURRENCIES) });
const cents = fc.bigInt({ min: -50_000_000n, max: 50_000_000n }).filter((value) => value !== 0n);
const step = fc.oneof(
  fc.record({ act: fc.constant('adjust' as const), account, cents }),
  fc.record({ act: fc.constant('post' as const), account, cents, kind: fc.constantFrom('orderCharge' as const, 'surchargeAdjustment' as const, 'refund' as const, 'recharge' as const, 'writeOff' as const) }),
  fc.record({ act: fc.constant('reverse' as const), pick: fc.nat() }),
);

/** `writeOff`: a bill's write-off, which is never reversed (the bill would disagree with the ledger). */
type Booked = { id: number; key: string; cents: bigint; reversal: boolean; reversed: boolean; writeOff: boolean };

async function balanceOf(customerId: number, currency: Currency): Promise<bigint> {
  const [row] = await executeRows<{ balance: string }>(t.database.db, sql`select balance::text from cash_accounts where customer_id = ${customerId} and currency = ${currency}`);
  return row ? centsOf(row.balance) : 0n;
}

describe('the ledger under any sequence of recharges, charges, refunds, write-offs, adjustments and reversals', () => {
  it('keeps every balance at the sum of its entries and every balance-after at the running sum', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const model = new Map<string, bigint>();
      for (const customerId of customers) for (const currency of CURRENCIES) model.set(`${customerId} ${currency}`, await balanceOf(customerId, currency));
      const booked: Booked[] = [];
      for (const next of steps) {
        if (next.act === 'reverse') {
          if (!booked.length) continue;
          const target = booked[next.pick % booked.length];
          const answer = await cash.reverse(target.id, admin);
          if (target.reversal || target.reversed || target.writeOff) {
            expect(answer.code).toBe(60004);
            continue;
          }
          expect(answer.code).toBe(0);
          target.reversed = true;
          model.set(target.key, model.get(target.key)! - target.cents);
          booked.push({ id: answer.body.entryId, key: target.key, cents: -target.cents, reversal: true, reversed: false, writeOff: false });
          continue;
        }
        const customerId = customers[next.account.customer];
        const key = `${customerId} ${next.account.currency}`;
        const id = next.act === 'adjust'
          ? (await cash.adjust(customerId, next.account.currency, money(next.cents), admin)).body.entryId
          : (await postEntry(t.database.db, { companyId, customerId, currency: next.account.currency, kind: next.kind, amount: money(next.cents), createdBy: null })).id;
        model.set(key, model.get(key)! + next.cents);
        booked.push({ id, key, cents: next.cents, reversal: false, reversed: false, writeOff: next.act === 'post' && next.kind === 'writeOff' });
      }
      for (const [key, expected] of model) {
        const [customerId, currency] = key.split(' ');
        expect(money(await balanceOf(Number(customerId), currency as Currency))).toBe(money(expected));
      }
      expect(await ledgerDisagreements(t)).toEqual({ accounts: [], entries: [] });
      expect(await rebuildBalances(t.database.db, companyId)).toBe(0);
    }), { numRuns: 12 });
  });
});
