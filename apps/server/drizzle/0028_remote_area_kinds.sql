CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_cn" varchar(200) NOT NULL,
	"name_en" varchar(200) DEFAULT '' NOT NULL,
	"customs_code" varchar(20) DEFAULT '' NOT NULL,
	"unit_price" numeric(10, 2),
	"currency" varchar(3) NOT NULL,
	"unit_weight" numeric(11, 3),
	"material" varchar(50) DEFAULT '' NOT NULL,
	"purpose" varchar(50) DEFAULT '' NOT NULL,
	"brand" varchar(60) DEFAULT '' NOT NULL,
	"origin" varchar(2),
	"unit" varchar(10) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"vat_no" varchar(20) DEFAULT '' NOT NULL,
	"eori_no" varchar(17) DEFAULT '' NOT NULL,
	"ioss_no" varchar(12) DEFAULT '' NOT NULL,
	"other_tax_type" varchar(10),
	"other_tax_no" varchar(30) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_areas" ADD COLUMN "place_kind" varchar(8) DEFAULT 'prefix' NOT NULL;--> statement-breakpoint
UPDATE "remote_areas" SET "place_kind" = CASE WHEN "city_key" <> '' THEN 'city' WHEN "rule_from" <> "rule_to" THEN 'range' ELSE 'prefix' END;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_origin_countries_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_customer_code_key" ON "skus" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "skus_company_code_idx" ON "skus" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_customer_name_key" ON "subjects" USING btree ("company_id","customer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_customer_default_key" ON "subjects" USING btree ("customer_id") WHERE "subjects"."is_default";--> statement-breakpoint
CREATE INDEX "subjects_company_name_idx" ON "subjects" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "remote_areas_company_kind_idx" ON "remote_areas" USING btree ("company_id","country","place_kind","rule_from","city_key");