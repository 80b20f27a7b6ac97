-- Settlement details (docs/finance.md): a company's ledger entries over a range of days (money received and the
-- balances' movement), without reading every entry of the company. Not declared in ledger.table.ts: the ledger
-- module's owner may move it there (the generated statement then made IF NOT EXISTS).
CREATE INDEX IF NOT EXISTS "ledger_entries_company_created_idx" ON "ledger_entries" USING btree ("company_id", "created_at");
