import { asc, eq } from 'drizzle-orm';
import { CommandError, fieldError, type FunctionKey } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/site/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Audited, type WriteScope } from '../auditLog/index.ts';
import { holdFinanceDept, type FinanceDeptRef } from '../financeDept/index.ts';
import { sites } from './site.table.ts';
import { siteLabel, siteSnapshot } from './site.audit.ts';
import { listSitePage, loadSites, type SiteRecord } from './site.queries.ts';
import { assertDeletable, assertNoDuplicate, assertTreeKept } from './site.rules.ts';
import { inTreeOrder } from './site.tree.ts';

/** A unique index a concurrent save won: the same answer the checks before it give. */
const UNIQUE_INDEX_ANSWERS: Record<string, CommandError> = {
  sites_company_code_key: new CommandError(20006, { field: 'code' }),
  sites_company_name_cn_key: new CommandError(20006, { field: 'nameCn' }),
  sites_company_name_en_key: new CommandError(20006, { field: 'nameEn' }),
  sites_company_head_office_key: fieldError('siteType', 'duplicate'),
};

/** The pages whose forms pick a site: a caller holding none of their functions reads no site (10021). */
const SITE_PICKER_FUNCTIONS: readonly FunctionKey[] = ['site.view', 'site.edit', 'staff.view', 'staff.edit', 'customer.view', 'customer.edit'];

type TreeChange<T> = (scope: WriteScope, all: SiteRecord[], dept: FinanceDeptRef | null) => Promise<Audited<T>>;

/**
 * Runs an audited change of the company's site tree, its site rows locked (see loadSites). The finance department the
 * change names is held before them, in the order an assignment takes the two (department, then sites): they never deadlock.
 */
async function changeTree<T>(ctx: GuardedContext, change: TreeChange<T>, financeDeptId?: number | null): Promise<T> {
  try {
    return await auditedWrite(ctx, async (scope) => {
      const dept = financeDeptId ? await holdFinanceDept(scope.tx, scope.companyId, financeDeptId) : null;
      return change(scope, await loadSites(scope.tx, scope.companyId, ctx.services.countSiteHolders, true), dept);
    });
  } catch (error) {
    const answer = UNIQUE_INDEX_ANSWERS[findUniqueViolation(error) ?? ''];
    // A customer saved onto the site while it was being deleted: the delete lost, the site is in use.
    throw answer ?? (hasErrorCode(error, '23503') ? fieldError('id', 'inUse') : error);
  }
}

/** Whether the driver's error (Drizzle wraps it in `cause`) carries this SQLSTATE. */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

const findIn = (all: readonly SiteRecord[], id: number) => {
  const site = all.find((candidate) => candidate.id === id);
  if (!site) throw fieldError('id', 'notFound');
  return site;
};

export const siteCommands = [
  implement(contract.listSites, (ctx, input) => listSitePage(ctx.db, ctx.caller.companyId, ctx.services.countSiteHolders, input)),
  implement(contract.listSiteOptions, async (ctx) => {
    if (!SITE_PICKER_FUNCTIONS.some((key) => ctx.caller.functions.has(key))) throw new CommandError(10021, { permission: 'site.view' });
    const rows = await ctx.db
      .select({ id: sites.id, code: sites.code, nameCn: sites.nameCn, nameEn: sites.nameEn, siteType: sites.siteType, parentId: sites.parentId })
      .from(sites).where(eq(sites.companyId, ctx.caller.companyId)).orderBy(asc(sites.code));
    return inTreeOrder(rows).map(({ depth: _depth, childCount: _childCount, ...option }) => option);
  }),
  implement(contract.saveSite, (ctx, input) => changeTree(ctx, async ({ tx, companyId }, all, dept) => {
    const old = input.id ? findIn(all, input.id) : undefined;
    assertNoDuplicate(input, all.filter((site) => site.id !== old?.id));
    assertTreeKept(input, old, all);
    const values = {
      code: input.code, nameCn: input.nameCn, nameEn: input.nameEn, siteType: input.siteType, parentId: input.parentId ?? null,
      businessCategory: input.businessCategory, baseCurrency: input.baseCurrency, personInCharge: input.personInCharge,
      phone: input.phone, address: input.address, financeDeptId: dept?.id ?? null,
    };
    const [row] = old
      ? await tx.update(sites).set(values).where(eq(sites.id, old.id)).returning({ id: sites.id })
      : await tx.insert(sites).values({ ...values, companyId }).returning({ id: sites.id });
    return {
      answer: { id: row.id },
      changes: [{
        entity: 'site', entityId: row.id, entityLabel: siteLabel(values), action: old ? 'update' : 'create',
        before: old && siteSnapshot(old, all),
        after: siteSnapshot({ ...values, financeDeptCode: dept?.code ?? null, financeDeptName: dept?.name ?? null }, all),
      }],
    };
  }, input.financeDeptId)),
  implement(contract.deleteSite, (ctx, input) => changeTree(ctx, async ({ tx }, all) => {
    const site = findIn(all, input.id);
    assertDeletable(site, all);
    await tx.delete(sites).where(eq(sites.id, site.id));
    return { answer: {}, changes: [{ entity: 'site', entityId: site.id, entityLabel: siteLabel(site), action: 'delete', before: siteSnapshot(site, all) }] };
  })),
];
