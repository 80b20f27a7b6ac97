import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';
import { channels } from '../channel/channel.table.ts';
import { customers } from '../customer/customer.table.ts';

/** Transport agreement: a customer, or a customer group, may use the listed channels between two dates. */
export const transAgreements = pgTable(
  'trans_agreements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** Deleting a group deletes the agreements naming it: they would name nobody. */
    customerGroupId: integer('customer_group_id').references(() => customerGroups.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from').notNull(),
    /** Null: open-ended. */
    validTo: date('valid_to'),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trans_agreements_company_customer_idx').on(t.companyId, t.customerId),
    index('trans_agreements_company_group_idx').on(t.companyId, t.customerGroupId),
    check('trans_agreements_one_party', sql`(${t.customerId} is null) <> (${t.customerGroupId} is null)`),
  ],
);

export const transAgreementChannels = pgTable(
  'trans_agreement_channels',
  {
    agreementId: integer('agreement_id').notNull().references(() => transAgreements.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull().references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.channelId] }), index('trans_agreement_channels_channel_idx').on(t.channelId)],
);
