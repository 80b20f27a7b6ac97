import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** A position (role) of a company: management or ordinary, granting menus and function buttons. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 40 }).notNull(),
    /** The named role this position was created from; restore-default uses its rights. */
    roleKey: varchar('role_key', { length: 40 }),
    kind: varchar('kind', { length: 12 }).$type<'management' | 'ordinary'>().notNull(),
    /**
     * The role's default rights this position has been given at some time, as `menu:<id>` / `function:<key>`:
     * a right the role gains later is granted once at start-up, and one an administrator took away stays away.
     */
    offeredDefaults: text('offered_defaults').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('positions_company_name_key').on(t.companyId, t.name), index('positions_company_idx').on(t.companyId)],
);

/** One menu or function granted by a position, visible (shown) and usable (operable). */
export const positionRights = pgTable(
  'position_rights',
  {
    positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
    rightKind: varchar('right_kind', { length: 10 }).$type<'menu' | 'function'>().notNull(),
    rightKey: varchar('right_key', { length: 60 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    usable: boolean('usable').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.rightKind, t.rightKey] })],
);
