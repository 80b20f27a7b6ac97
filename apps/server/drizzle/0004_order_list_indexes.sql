DROP INDEX "orders_company_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_owner_created_idx";--> statement-breakpoint
CREATE INDEX "orders_company_reference2_idx" ON "orders" USING btree ("company_id","reference_no2") WHERE "orders"."reference_no2" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_reference3_idx" ON "orders" USING btree ("company_id","reference_no3") WHERE "orders"."reference_no3" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at","id","kind","waybill_no","pieces","weight","declared_value");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id","status","kind","waybill_no","pieces","weight","declared_value");--> statement-breakpoint
CREATE INDEX "orders_owner_created_idx" ON "orders" USING btree ("owner_company_id","created_at","id") WHERE "orders"."owner_company_id" is not null;