CREATE TABLE "data_switch_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"postcode_check" boolean DEFAULT true NOT NULL,
	"blacklist_check" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_switch_settings" ADD CONSTRAINT "data_switch_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;