ALTER TABLE "cash_accounts" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The accounts booked before the count was kept: counted once from their entries.
UPDATE "cash_accounts" a SET "entry_count" = (
  SELECT count(*) FROM "ledger_entries" e WHERE e."customer_id" = a."customer_id" AND e."currency" = a."currency"
);
