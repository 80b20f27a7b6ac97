import { and, eq, sql } from 'drizzle-orm';
import { addressComboBoxInput, addressIdInput, listAddressesInput, saveAddressInput, setAddressFlagInput, type ComboBoxItem } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { addressKeyword, addressOrder, findAddress, listAddresses, type AddressRow } from './address.queries.ts';
import { assertFlagRoom, loggedAddress, phoneToStore } from './address.rules.ts';
import { addresses } from './address.table.ts';

const labelOf = (row: Pick<AddressRow, 'alias' | 'name'>) => (row.alias ? `${row.alias} ${row.name}` : row.name);

/** Runs a change of the address book and its log row in one transaction. */
const inTransaction = <T>(ctx: GuardedContext, change: (tx: Db) => Promise<T>) => ctx.db.transaction((tx) => change(tx as unknown as Db));

export const addressCommands = [
  defineCommand({
    service: 'main', command: 'listAddresses', permission: 'address.view', input: listAddressesInput,
    summary: "The company's saved receivers and senders with their phones masked, common and default first, by type, text, country or flag.",
    handler: (ctx, input) => listAddresses(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'saveAddress', permission: 'address.edit', input: saveAddressInput,
    summary: 'Add an address (no id) or change one: alias up to 8 characters (required for receivers), phone digits only, at most 4 common receivers and 4 defaults per type.',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findAddress(ctx.db, companyId, input.id) : null;
      const { id: _id, ...fields } = input;
      const values = { ...fields, phone: phoneToStore(input.phone, old) };
      return inTransaction(ctx, async (tx) => {
        if (values.isCommon && !(old?.isCommon && old.type === values.type)) await assertFlagRoom(tx, companyId, values.type, 'isCommon', old?.id);
        if (values.isDefault && !(old?.isDefault && old.type === values.type)) await assertFlagRoom(tx, companyId, values.type, 'isDefault', old?.id);
        const [row] = old
          ? await tx.update(addresses).set({ ...values, updatedAt: new Date() }).where(eq(addresses.id, old.id)).returning()
          : await tx.insert(addresses).values({ ...values, companyId }).returning();
        await recordChange(tx, ctx, {
          entity: 'address', entityId: row.id, entityLabel: labelOf(row), action: old ? 'update' : 'create',
          before: old ? loggedAddress(old) : undefined, after: loggedAddress(row),
        });
        return { id: row.id };
      });
    },
  }),
  defineCommand({
    service: 'main', command: 'setAddressFlag', permission: 'address.edit', input: setAddressFlagInput,
    summary: 'Mark an address common (receivers only) or default, or clear the mark; the limits of 4 apply.',
    handler: async (ctx, input) => {
      const old = await findAddress(ctx.db, ctx.caller.companyId, input.id);
      if (old[input.flag] === input.value) return {};
      await inTransaction(ctx, async (tx) => {
        if (input.value) await assertFlagRoom(tx, ctx.caller.companyId, old.type, input.flag, old.id);
        await tx.update(addresses).set({ [input.flag]: input.value, updatedAt: new Date() }).where(eq(addresses.id, old.id));
        await recordChange(tx, ctx, { entity: 'address', entityId: old.id, entityLabel: labelOf(old), action: 'update', before: { [input.flag]: old[input.flag] }, after: { [input.flag]: input.value } });
      });
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteAddress', permission: 'address.edit', input: addressIdInput,
    summary: 'Delete a saved address; orders keep the copy they were filled with.',
    handler: async (ctx, input) => {
      const old = await findAddress(ctx.db, ctx.caller.companyId, input.id);
      await inTransaction(ctx, async (tx) => {
        await tx.delete(addresses).where(eq(addresses.id, old.id));
        await recordChange(tx, ctx, { entity: 'address', entityId: old.id, entityLabel: labelOf(old), action: 'delete', before: loggedAddress(old) });
      });
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'addressComboBox', permission: 'order.view', input: addressComboBoxInput,
    summary: "The order form's address-book picker: the company's receivers or senders by alias, name, company or city, whole, to fill the form.",
    handler: async (ctx, input) => {
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
    },
  }),
];
