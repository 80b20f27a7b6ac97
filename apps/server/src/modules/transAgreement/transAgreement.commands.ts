import { eq } from 'drizzle-orm';
import * as contract from '@parcelflow/contract/transAgreement/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { utcToday } from './agreement-allows.ts';
import { customerOptionPage, listChannelOptions, listGroupOptions } from './party-options.ts';
import { transAgreementChannels, transAgreements } from './transAgreement.table.ts';
import { agreementSnapshot } from './transAgreement.audit.ts';
import { assertOwnParties, findAgreement, listAgreementPage } from './transAgreement.queries.ts';

export const transAgreementCommands = [
  implement(contract.listTransAgreements, (ctx, input) => listAgreementPage(ctx.db, ctx.caller.companyId, input, utcToday())),
  implement(contract.getTransAgreementFormOptions, async (ctx) => {
    const [channels, groups] = await Promise.all([listChannelOptions(ctx.db, ctx.caller.companyId), listGroupOptions(ctx.db, ctx.caller.companyId)]);
    return { channels, groups };
  }),
  implement(contract.transAgreementCustomerComboBox, (ctx, input) => customerOptionPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveTransAgreement, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findAgreement(ctx.db, companyId, input.id) : undefined;
    await assertOwnParties(ctx.db, companyId, input);
    const values = {
      customerId: input.customerId ?? null, customerGroupId: input.customerGroupId ?? null, validFrom: input.validFrom,
      validTo: input.validTo ?? null, remarks: input.remarks,
    };
    return auditedWrite(ctx, async ({ tx }) => {
      const before = old && (await agreementSnapshot(tx, old)).fields;
      const [row] = old
        ? await tx.update(transAgreements).set(values).where(eq(transAgreements.id, old.id)).returning()
        : await tx.insert(transAgreements).values({ ...values, companyId }).returning();
      await tx.delete(transAgreementChannels).where(eq(transAgreementChannels.agreementId, row.id));
      await tx.insert(transAgreementChannels).values(input.channelIds.map((channelId) => ({ agreementId: row.id, channelId })));
      const after = await agreementSnapshot(tx, row);
      return {
        answer: { id: row.id },
        changes: [{ entity: 'transAgreement', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before, after: after.fields }],
      };
    });
  }),
  implement(contract.deleteTransAgreement, async (ctx, input) => {
    const agreement = await findAgreement(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      const { label, fields } = await agreementSnapshot(tx, agreement);
      await tx.delete(transAgreements).where(eq(transAgreements.id, agreement.id));
      return { answer: {}, changes: [{ entity: 'transAgreement', entityId: agreement.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
];
