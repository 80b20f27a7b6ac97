ALTER TABLE "sites" ADD CONSTRAINT "sites_parent_id_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_company_name_cn_key" ON "sites" USING btree ("company_id","name_cn");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_company_name_en_key" ON "sites" USING btree ("company_id",lower("name_en")) WHERE "sites"."name_en" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "sites_company_head_office_key" ON "sites" USING btree ("company_id") WHERE "sites"."site_type" = 'headOffice';--> statement-breakpoint
CREATE INDEX "sites_parent_idx" ON "sites" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "staff_company_site_idx" ON "staff" USING btree ("company_id","site_id");