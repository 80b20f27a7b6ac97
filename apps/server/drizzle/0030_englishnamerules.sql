CREATE TABLE "english_name_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name_cn" varchar(100) DEFAULT '' NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"match_key" varchar(120) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "english_name_rules" ADD CONSTRAINT "english_name_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "english_name_rules_company_key" ON "english_name_rules" USING btree ("company_id","match_key");--> statement-breakpoint
CREATE INDEX "english_name_rules_company_kind_idx" ON "english_name_rules" USING btree ("company_id","kind","name_cn");