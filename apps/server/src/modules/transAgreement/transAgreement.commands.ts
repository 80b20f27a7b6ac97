import { eq } from 'drizzle-orm';
import {
  comboBoxInput, emptyInput, listTransAgreementsInput, saveTransAgreementInput, transAgreementIdInput, type TransAgreementFormOptions,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { utcToday } from './agreement-allows.ts';
import { customerOptionPage, listChannelOptions, listGroupOptions } from './party-options.ts';
import { transAgreementChannels, transAgreements } from './transAgreement.table.ts';
import { agreementSnapshot } from './transAgreement.audit.ts';
import { assertOwnParties, findAgreement, listAgreementPage } from './transAgreement.queries.ts';

export const transAgreementCommands = [
  defineCommand({
    service: 'main', command: 'listTransAgreements', permission: 'transAgreement.view', input: listTransAgreementsInput,
    summary: "One page of the company's transport agreements (latest start first) with their customer or group, channels and state today.",
    handler: (ctx, input) => listAgreementPage(ctx.db, ctx.caller.companyId, input, utcToday()),
  }),
  defineCommand({
    service: 'main', command: 'getTransAgreementFormOptions', permission: 'transAgreement.view', input: emptyInput,
    summary: "The choices of the agreement form and filters: the company's channels and customer groups.",
    handler: async (ctx): Promise<TransAgreementFormOptions> => {
      const [channels, groups] = await Promise.all([listChannelOptions(ctx.db, ctx.caller.companyId), listGroupOptions(ctx.db, ctx.caller.companyId)]);
      return { channels, groups };
    },
  }),
  defineCommand({
    service: 'main', command: 'transAgreementCustomerComboBox', permission: 'transAgreement.view', input: comboBoxInput,
    summary: "The company's customers whose code or name holds the keyword, for the agreement form, 10 a page.",
    handler: (ctx, input) => customerOptionPage(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'saveTransAgreement', permission: 'transAgreement.edit', input: saveTransAgreementInput,
    summary: 'Create a transport agreement (no id) or change one: a customer or a group, its channels and validity dates.',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findAgreement(ctx.db, companyId, input.id) : undefined;
      await assertOwnParties(ctx.db, companyId, input);
      const values = {
        customerId: input.customerId ?? null, customerGroupId: input.customerGroupId ?? null, validFrom: input.validFrom,
        validTo: input.validTo ?? null, remarks: input.remarks,
      };
      return ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = old && (await agreementSnapshot(tx, old)).fields;
        const [row] = old
          ? await tx.update(transAgreements).set(values).where(eq(transAgreements.id, old.id)).returning()
          : await tx.insert(transAgreements).values({ ...values, companyId }).returning();
        await tx.delete(transAgreementChannels).where(eq(transAgreementChannels.agreementId, row.id));
        await tx.insert(transAgreementChannels).values(input.channelIds.map((channelId) => ({ agreementId: row.id, channelId })));
        const after = await agreementSnapshot(tx, row);
        await recordChange(tx, ctx, { entity: 'transAgreement', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before, after: after.fields });
        return { id: row.id };
      });
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteTransAgreement', permission: 'transAgreement.edit', input: transAgreementIdInput,
    summary: 'Delete a transport agreement; its customer keeps the channels of its other agreements, or every channel when none is left.',
    handler: async (ctx, input) => {
      const agreement = await findAgreement(ctx.db, ctx.caller.companyId, input.id);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { label, fields } = await agreementSnapshot(tx, agreement);
        await tx.delete(transAgreements).where(eq(transAgreements.id, agreement.id));
        await recordChange(tx, ctx, { entity: 'transAgreement', entityId: agreement.id, entityLabel: label, action: 'delete', before: fields });
      });
      return {};
    },
  }),
];
