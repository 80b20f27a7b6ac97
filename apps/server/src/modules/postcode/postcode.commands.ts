import { eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/postcode/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Audited, type WriteScope } from '../auditLog/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { listPostcodePage, lookupPostcode } from './postcode.queries.ts';
import { postcodes } from './postcode.table.ts';
import { storedPostcode } from './postcode-keys.ts';

/** The same postcode twice in a country: "duplicate", named on the postcode. */
const duplicate = () => fieldError('postcode', 'duplicate');

const snapshot = (row: { country: string; postcode: string; city: string; state: string }) => ({ country: row.country, postcode: row.postcode, city: row.city, state: row.state });
const label = (row: { country: string; postcode: string; city: string }) => `${row.country} ${row.postcode} ${row.city}`;

async function changePostcodes<T>(ctx: GuardedContext, change: (scope: WriteScope) => Promise<Audited<T>>): Promise<T> {
  try {
    return await auditedWrite(ctx, change);
  } catch (error) {
    throw findUniqueViolation(error) === 'postcodes_company_country_postcode_key' ? duplicate() : error;
  }
}

export const postcodeCommands = [
  implement(contract.listPostcodes, (ctx, input) => listPostcodePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.lookupPostcode, (ctx, input) => lookupPostcode(ctx.db, ctx.caller.companyId, input.country, input.postcode)),
  implement(contract.savePostcode, (ctx, input) => changePostcodes(ctx, async ({ tx, companyId, findOwn }) => {
    const old = input.id ? await findOwn(postcodes, input.id, { lock: true }) : undefined;
    const values = { ...storedPostcode(input), updatedBy: ctx.caller.userId, updatedAt: new Date() };
    const [row] = old
      ? await tx.update(postcodes).set(values).where(eq(postcodes.id, old.id)).returning({ id: postcodes.id })
      : await tx.insert(postcodes).values({ ...values, companyId }).returning({ id: postcodes.id });
    return {
      answer: { id: row.id },
      changes: [{ entity: 'postcode', entityId: row.id, entityLabel: label(input), action: old ? 'update' : 'create', before: old && snapshot(old), after: snapshot(input) }],
    };
  })),
  implement(contract.deletePostcode, (ctx, input) => changePostcodes(ctx, async ({ tx, findOwn }) => {
    const old = await findOwn(postcodes, input.id, { lock: true });
    await tx.delete(postcodes).where(eq(postcodes.id, old.id));
    return { answer: {}, changes: [{ entity: 'postcode', entityId: old.id, entityLabel: label(old), action: 'delete', before: snapshot(old) }] };
  })),
  ...tableExcelCommands(contract.postcodeExcel),
];
