import { and, eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/subject/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { assertKnownCountry } from '../country/index.ts';
import { findCustomer } from '../customer/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { customerSubjectList, findSubject, listSubjectPage, subjectSnapshot } from './subject.queries.ts';
import { subjects } from './subject.table.ts';

export const subjectCommands = [
  implement(contract.listSubjects, (ctx, input) => listSubjectPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.customerSubjects, async (ctx, input) => {
    await findCustomer(ctx.db, ctx.caller.companyId, input.customerId, 'customerId');
    return customerSubjectList(ctx.db, ctx.caller.companyId, input.customerId);
  }),
  implement(contract.saveSubject, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findSubject(ctx.db, companyId, input.id) : undefined;
    await findCustomer(ctx.db, companyId, input.customerId, 'customerId');
    await assertKnownCountry(ctx.db, 'countryCode', input.countryCode);
    const { id: _id, ...fields } = input;
    const values = { ...fields, otherTaxType: fields.otherTaxType ?? null, updatedAt: new Date() };
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        // One default per customer: the previous one gives way (its change is the user's choice, not logged apart).
        if (values.isDefault) {
          await tx.update(subjects).set({ isDefault: false }).where(and(eq(subjects.companyId, companyId), eq(subjects.customerId, values.customerId), eq(subjects.isDefault, true)));
        }
        const [row] = old
          ? await tx.update(subjects).set(values).where(eq(subjects.id, old.id)).returning()
          : await tx.insert(subjects).values({ ...values, companyId }).returning();
        const after = subjectSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'subject', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && subjectSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      if (findUniqueViolation(error) === 'subjects_customer_name_key') throw fieldError('name', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteSubject, async (ctx, input) => {
    const row = await findSubject(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(subjects).where(eq(subjects.id, row.id));
      const { label, fields } = subjectSnapshot(row);
      return { answer: {}, changes: [{ entity: 'subject', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.subjectExcel),
];
