import { pgTable, varchar } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries and territories, platform-wide: written only by the start-up step (country.seed.ts). */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  alpha3: varchar('alpha3', { length: 3 }).notNull().unique(),
  numeric: varchar('numeric', { length: 3 }).notNull(),
  nameZhCn: varchar('name_zh_cn', { length: 80 }).notNull(),
  nameZhTw: varchar('name_zh_tw', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
});
