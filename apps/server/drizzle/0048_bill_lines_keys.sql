ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
DROP INDEX "bill_lines_company_idx";