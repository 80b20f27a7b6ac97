DROP INDEX "orders_company_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "orders_company_status_weight_idx" ON "orders" USING btree ("company_id","status","weight","created_at","id","kind","waybill_no");--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at","id","kind","waybill_no","pieces","weight","declared_value","declared_currency");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id","status","kind","waybill_no","pieces","weight","declared_value","declared_currency");