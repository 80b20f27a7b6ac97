import { and, eq, sql } from 'drizzle-orm';
import type { ComboBoxItem } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/address/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { addressKeyword, addressOrder, findAddress, listAddresses, type AddressRow } from './address.queries.ts';
import { assertFlagRoom, loggedAddress, phoneToStore } from './address.rules.ts';
import { addresses } from './address.table.ts';

const labelOf = (row: Pick<AddressRow, 'alias' | 'name'>) => (row.alias ? `${row.alias} ${row.name}` : row.name);

export const addressCommands = [
  implement(contract.listAddresses, (ctx, input) => listAddresses(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveAddress, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findAddress(ctx.db, companyId, input.id) : null;
    const { id: _id, ...fields } = input;
    const values = { ...fields, phone: phoneToStore(input.phone, old) };
    return auditedWrite(ctx, async ({ tx }) => {
      if (values.isCommon && !(old?.isCommon && old.type === values.type)) await assertFlagRoom(tx, companyId, values.type, 'isCommon', old?.id);
      if (values.isDefault && !(old?.isDefault && old.type === values.type)) await assertFlagRoom(tx, companyId, values.type, 'isDefault', old?.id);
      const [row] = old
        ? await tx.update(addresses).set({ ...values, updatedAt: new Date() }).where(eq(addresses.id, old.id)).returning()
        : await tx.insert(addresses).values({ ...values, companyId }).returning();
      return {
        answer: { id: row.id },
        changes: [{
          entity: 'address', entityId: row.id, entityLabel: labelOf(row), action: old ? 'update' : 'create',
          before: old ? loggedAddress(old) : undefined, after: loggedAddress(row),
        }],
      };
    });
  }),
  implement(contract.setAddressFlag, async (ctx, input) => {
    const old = await findAddress(ctx.db, ctx.caller.companyId, input.id);
    if (old[input.flag] === input.value) return {};
    return auditedWrite(ctx, async ({ tx, companyId }) => {
      if (input.value) await assertFlagRoom(tx, companyId, old.type, input.flag, old.id);
      await tx.update(addresses).set({ [input.flag]: input.value, updatedAt: new Date() }).where(eq(addresses.id, old.id));
      return {
        answer: {},
        changes: [{ entity: 'address', entityId: old.id, entityLabel: labelOf(old), action: 'update', before: { [input.flag]: old[input.flag] }, after: { [input.flag]: input.value } }],
      };
    });
  }),
  implement(contract.deleteAddress, async (ctx, input) => {
    const old = await findAddress(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(addresses).where(eq(addresses.id, old.id));
      return { answer: {}, changes: [{ entity: 'address', entityId: old.id, entityLabel: labelOf(old), action: 'delete', before: loggedAddress(old) }] };
    });
  }),
  implement(contract.addressComboBox, async (ctx, input) => {
    const where = and(eq(addresses.companyId, ctx.caller.companyId), eq(addresses.type, input.type), input.keyword ? addressKeyword(input.keyword) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select().from(addresses).where(where).orderBy(...addressOrder).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(addresses).where(where),
    ]);
    const list = rows.map((row): ComboBoxItem => ({
      value: row.id,
      label: [row.alias, row.name, row.city].filter(Boolean).join(' '),
      extra: {
        name: row.name, company: row.company, phone: row.phone, email: row.email, country: row.country, state: row.state, city: row.city,
        postcode: row.postcode, address1: row.address, taxNo: row.taxNo, isCommon: String(row.isCommon), isDefault: String(row.isDefault),
      },
    }));
    return { list, pageCount: Math.ceil(total / input.pageSize) };
  }),
];
