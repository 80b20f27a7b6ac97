import { eq } from 'drizzle-orm';
import * as contract from '@parcelflow/contract/staff/commands';
import { implement } from '../../envelope/command.ts';
import { users } from '../account/index.ts';
import { listBindableLogins, loginBinding } from '../loginBinding/index.ts';
import { alignLogin } from './staff.access.ts';
import { staffLabel } from './staff.audit.ts';
import { findStaff, type StaffRecord } from './staff.queries.ts';

/** A staff member's login takes the staff member's position and name; unbound, it keeps them. */
const staffLogins = loginBinding<StaffRecord>({
  kind: 'staff',
  find: (tx, companyId, id, field) => findStaff(tx, companyId, id, field, true),
  label: staffLabel,
  newUser: (person, caller) => ({
    userSourceType: caller.companyKind === 'carrier' ? 2 : 1, displayName: person.name, positionId: person.positionId, staffId: person.id,
  }),
  attach: async (tx, person, user) => {
    await tx.update(users).set({ staffId: person.id }).where(eq(users.id, user.id));
    await alignLogin(tx, person, user.id);
  },
  release: async (tx, userId) => {
    await tx.update(users).set({ staffId: null }).where(eq(users.id, userId));
  },
});

export const staffLoginCommands = [
  implement(contract.listBindableLogins, (ctx) => listBindableLogins(ctx)),
  implement(contract.createStaffLogin, (ctx, input) => staffLogins.create(ctx, input.staffId, input)),
  implement(contract.bindStaffLogin, (ctx, input) => staffLogins.bind(ctx, input.staffId, input.userId)),
  implement(contract.unbindStaffLogin, async (ctx, input) => {
    await staffLogins.unbind(ctx, input.staffId);
    return {};
  }),
];
