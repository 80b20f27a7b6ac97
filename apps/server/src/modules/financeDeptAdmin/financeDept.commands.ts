import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/financeDept/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { financeDepts } from '../financeDept/index.ts';
import { sites } from '../site/index.ts';
import { staff } from '../staff/index.ts';
import { assignToDept } from './financeDept.assign.ts';
import { assertOwnStaff, financeDeptSnapshot, listFinanceDeptPage, ownedCodes, ownedCustomers } from './financeDept.queries.ts';

/** What a unique key refused means to the user. */
const VIOLATIONS: Record<string, () => Error> = {
  finance_depts_company_code_key: () => fieldError('code', 'duplicate'),
  finance_depts_company_name_key: () => fieldError('name', 'duplicate'),
};

export const financeDeptCommands = [
  implement(contract.listFinanceDepts, (ctx, input) => listFinanceDeptPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getFinanceDeptOptions, async (ctx) => {
    // Open to every session for the selects of other screens, but departments are the carrier's own.
    if (ctx.caller.companyKind !== 'carrier' || ctx.caller.customerId) throw new CommandError(10021);
    const depts = await ctx.db.select({ id: financeDepts.id, code: financeDepts.code, name: financeDepts.name, enabled: financeDepts.enabled })
      .from(financeDepts).where(eq(financeDepts.companyId, ctx.caller.companyId)).orderBy(asc(financeDepts.code));
    return { depts };
  }),
  implement(contract.getFinanceDeptFormOptions, async (ctx) => {
    const { companyId } = ctx.caller;
    const [people, ownCustomers, ownSites] = await Promise.all([
      ctx.db.select({ id: staff.id, code: staff.code, name: staff.name }).from(staff).where(and(eq(staff.companyId, companyId), ne(staff.status, 'left'))).orderBy(asc(staff.code)),
      ctx.db.select({ id: customers.id, code: customers.code, name: customers.name, financeDeptId: customers.financeDeptId }).from(customers)
        .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt))).orderBy(asc(customers.code)),
      ctx.db.select({ id: sites.id, code: sites.code, name: sites.nameCn, financeDeptId: sites.financeDeptId }).from(sites).where(eq(sites.companyId, companyId)).orderBy(asc(sites.code)),
    ]);
    return { staff: people, customers: ownCustomers, sites: ownSites };
  }),
  implement(contract.saveFinanceDept, async (ctx, input) => {
    await assertOwnStaff(ctx.db, ctx.caller.companyId, input.personInChargeId);
    try {
      return await auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
        const old = input.id ? await findOwn(financeDepts, input.id, { lock: true }) : undefined;
        const before = old && (await financeDeptSnapshot(tx, old.id)).fields;
        const { id: _id, ...fields } = input;
        const values = { ...fields, updatedAt: new Date() };
        const [row] = old
          ? await tx.update(financeDepts).set(values).where(and(eq(financeDepts.id, old.id), eq(financeDepts.companyId, companyId))).returning()
          : await tx.insert(financeDepts).values({ ...values, companyId }).returning();
        const after = await financeDeptSnapshot(tx, row.id);
        return { answer: { id: row.id }, changes: [{ entity: 'financeDept', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before, after: after.fields }] };
      });
    } catch (error) {
      const violation = VIOLATIONS[findUniqueViolation(error) ?? ''];
      throw violation ? violation() : error;
    }
  }),
  implement(contract.deleteFinanceDept, (ctx, input) => auditedWrite(ctx, async ({ tx, findOwn }) => {
    // Locked, so an assignment running at the same time waits and then finds the department gone.
    const dept = await findOwn(financeDepts, input.id, { lock: true });
    const count = sql<number>`count(*)::int`;
    const [[{ count: customerCount }], [{ count: siteCount }]] = await Promise.all([
      tx.select({ count }).from(customers).where(ownedCustomers(dept.id)),
      tx.select({ count }).from(sites).where(eq(sites.financeDeptId, dept.id)),
    ]);
    if (customerCount) throw fieldError('id', 'inUse', { usedBy: 'customers' });
    if (siteCount) throw fieldError('id', 'inUse', { usedBy: 'sites' });
    const { label, fields } = await financeDeptSnapshot(tx, dept.id);
    // Deleted customers still naming it are cleared by the foreign key (on delete set null).
    await tx.delete(financeDepts).where(eq(financeDepts.id, dept.id));
    return { answer: {}, changes: [{ entity: 'financeDept', entityId: dept.id, entityLabel: label, action: 'delete', before: fields }] };
  })),
  implement(contract.assignFinanceDept, (ctx, input) => auditedWrite(ctx, async ({ tx, findOwn }) => {
    const dept = await findOwn(financeDepts, input.id, { lock: true });
    const before = await ownedCodes(tx, dept.id);
    await assignToDept(tx, dept, input);
    await tx.update(financeDepts).set({ updatedAt: new Date() }).where(eq(financeDepts.id, dept.id));
    const after = await ownedCodes(tx, dept.id);
    return { answer: {}, changes: [{ entity: 'financeDept', entityId: dept.id, entityLabel: `${dept.code} ${dept.name}`, action: 'update', before, after }] };
  })),
];
