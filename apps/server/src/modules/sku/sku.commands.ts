import { eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/sku/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { findCustomer } from '../customer/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { findCustomerSkus, findSku, listSkuPage, skuCustomerPage, skuSnapshot } from './sku.queries.ts';
import { skus } from './sku.table.ts';

export const skuCommands = [
  implement(contract.listSkus, (ctx, input) => listSkuPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.skuComboBox, async (ctx, input) => {
    await findCustomer(ctx.db, ctx.caller.companyId, input.customerId, 'customerId');
    return { list: await findCustomerSkus(ctx.db, ctx.caller.companyId, input.customerId, input.keyword) };
  }),
  implement(contract.skuCustomerComboBox, (ctx, input) => skuCustomerPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveSku, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findSku(ctx.db, companyId, input.id) : undefined;
    await findCustomer(ctx.db, companyId, input.customerId, 'customerId');
    const { id: _id, ...fields } = input;
    const values = { ...fields, unitPrice: fields.unitPrice ?? null, unitWeight: fields.unitWeight ?? null, origin: fields.origin ?? null };
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(skus).set(values).where(eq(skus.id, old.id)).returning()
          : await tx.insert(skus).values({ ...values, companyId }).returning();
        const after = skuSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'sku', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && skuSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      if (findUniqueViolation(error) === 'skus_customer_code_key') throw fieldError('code', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteSku, async (ctx, input) => {
    const row = await findSku(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(skus).where(eq(skus.id, row.id));
      const { label, fields } = skuSnapshot(row);
      return { answer: {}, changes: [{ entity: 'sku', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.skuExcel),
];
