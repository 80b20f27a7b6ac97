CREATE TABLE "base_data_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"code" varchar(50) NOT NULL,
	"name_zh_cn" varchar(40) NOT NULL,
	"name_zh_tw" varchar(40) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_data_entries" ADD CONSTRAINT "base_data_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_entries_company_kind_code_key" ON "base_data_entries" USING btree ("company_id","kind",lower("code"));