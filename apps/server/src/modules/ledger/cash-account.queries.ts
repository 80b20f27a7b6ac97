import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type CashAccountView, type Currency, type ListCashAccountsInput, type SettlementType } from '@parcelflow/contract';
import type { Answer, Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { moneyCustomersWhere } from './account-scope.ts';
import { cashAccounts } from './ledger.table.ts';

type MoneyCaller = Pick<Caller, 'companyId' | 'companyKind' | 'customerId'>;

/**
 * An account as the cash page shows it. Amounts are numeric's own text (2 decimals), computed in SQL; an account with
 * no row yet (a left join missed) reads as zeros without a credit limit.
 */
const accountColumns = {
  customerId: customers.id,
  customerCode: customers.code,
  customerName: customers.name,
  settlementType: sql<SettlementType>`${customers.settlementType}`,
  carrierCompanyNo: companies.companyNo,
  carrierName: companies.nameCn,
  carrierNameEn: companies.nameEn,
  currency: cashAccounts.currency,
  balance: sql<string>`coalesce(${cashAccounts.balance}, 0.00)::text`,
  reserved: sql<string>`coalesce(${cashAccounts.reserved}, 0.00)::text`,
  available: sql<string>`coalesce(${cashAccounts.balance} - ${cashAccounts.reserved}, 0.00)::text`,
  creditLimit: sql<string | null>`${cashAccounts.creditLimit}::text`,
  lastEntryAt: cashAccounts.lastEntryAt,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function accountsWhere(db: Db, caller: MoneyCaller, input: ListCashAccountsInput): SQL {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  return and(
    moneyCustomersWhere(db, caller),
    keyword ? or(ilike(customers.code, keyword), ilike(customers.name, keyword)) : undefined,
    input.customerId ? eq(customers.id, input.customerId) : undefined,
    input.currency ? eq(cashAccounts.currency, input.currency) : undefined,
    input.settlementType ? eq(customers.settlementType, input.settlementType) : undefined,
    input.overdrawn === undefined ? undefined : input.overdrawn ? sql`${cashAccounts.balance} - ${cashAccounts.reserved} < 0` : sql`${cashAccounts.balance} - ${cashAccounts.reserved} >= 0`,
  )!;
}

/** One page of the accounts the caller sees (one per customer and currency booked), and the whole list's sums per currency. */
export async function listCashAccountPage(db: Db, caller: MoneyCaller, input: ListCashAccountsInput) {
  const where = accountsWhere(db, caller, input);
  const page = db.select(accountColumns).from(cashAccounts)
    .innerJoin(customers, eq(customers.id, cashAccounts.customerId)).innerJoin(companies, eq(companies.id, customers.companyId))
    .where(where).orderBy(asc(customers.code), asc(cashAccounts.currency), asc(customers.id))
    .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1));
  const sums = db.select({
    currency: cashAccounts.currency,
    count: sql<number>`count(*)::int`,
    balance: sql<string>`sum(${cashAccounts.balance})::text`,
    reserved: sql<string>`sum(${cashAccounts.reserved})::text`,
    available: sql<string>`sum(${cashAccounts.balance} - ${cashAccounts.reserved})::text`,
  }).from(cashAccounts).innerJoin(customers, eq(customers.id, cashAccounts.customerId))
    .where(where).groupBy(cashAccounts.currency).orderBy(cashAccounts.currency);
  const [rows, footer] = await Promise.all([page, sums]);
  return {
    list: rows,
    total: footer.reduce((sum, row) => sum + row.count, 0),
    footer: footer.map(({ count: _count, ...totals }) => totals),
  };
}

/**
 * The caller's view of one account with how many entries it holds: zeros when nothing was ever booked on it, 400
 * customerId notFound when the customer is not one the caller sees (a customer's login reads its own, whatever it names).
 */
export async function readAccountAndCount(db: Db, caller: MoneyCaller, customerId: number, currency: Currency): Promise<{ account: Answer<CashAccountView>; entryCount: number }> {
  const [row] = await db.select({ ...accountColumns, entryCount: sql<number>`coalesce(${cashAccounts.entryCount}, 0)` }).from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .leftJoin(cashAccounts, and(eq(cashAccounts.customerId, customers.id), eq(cashAccounts.currency, currency)))
    .where(and(eq(customers.id, caller.customerId ?? customerId), moneyCustomersWhere(db, caller)));
  if (!row) throw fieldError('customerId', 'notFound');
  const { entryCount, ...account } = row;
  return { account: { ...account, currency }, entryCount };
}

/** The caller's view of one account (see readAccountAndCount). */
export async function readCashAccount(db: Db, caller: MoneyCaller, customerId: number, currency: Currency): Promise<Answer<CashAccountView>> {
  return (await readAccountAndCount(db, caller, customerId, currency)).account;
}
