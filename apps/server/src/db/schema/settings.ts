import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop-wide switches an operator can change without a deploy (maintenance mode and its tester code). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
