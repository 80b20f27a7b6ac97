CREATE TABLE "postcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"country" varchar(2) NOT NULL,
	"postcode" varchar(20) NOT NULL,
	"postcode_key" varchar(20) NOT NULL,
	"city" varchar(60) NOT NULL,
	"city_key" varchar(60) NOT NULL,
	"state" varchar(60) DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postcodes" ADD CONSTRAINT "postcodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postcodes_company_country_postcode_key" ON "postcodes" USING btree ("company_id","country","postcode_key");--> statement-breakpoint
CREATE INDEX "postcodes_company_postcode_prefix_idx" ON "postcodes" USING btree ("company_id","postcode_key" varchar_pattern_ops);