CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"alpha3" varchar(3) NOT NULL,
	"numeric" varchar(3) NOT NULL,
	"name_zh_cn" varchar(80) NOT NULL,
	"name_zh_tw" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	CONSTRAINT "countries_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "airport_data_versions" (
	"source" varchar(60) PRIMARY KEY NOT NULL,
	"version" varchar(40) NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"iata" varchar(3) NOT NULL,
	"icao" varchar(4) DEFAULT '' NOT NULL,
	"name" varchar(160) NOT NULL,
	"city" varchar(120) DEFAULT '' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	CONSTRAINT "airports_iata_unique" UNIQUE("iata")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" varchar(10) NOT NULL,
	"name_cn" varchar(60) NOT NULL,
	"name_en" varchar(60) DEFAULT '' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"kind" varchar(10) DEFAULT 'country' NOT NULL,
	"zone" varchar(20) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(120) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_abbreviations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"city_name" varchar(40) NOT NULL,
	"city_name_en" varchar(40) DEFAULT '' NOT NULL,
	"code" varchar(10) NOT NULL,
	"remarks" varchar(120) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_abbreviations" ADD CONSTRAINT "city_abbreviations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_abbreviations" ADD CONSTRAINT "city_abbreviations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_company_code_key" ON "destinations" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "destinations_company_country_idx" ON "destinations" USING btree ("company_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "city_abbreviations_company_country_code_key" ON "city_abbreviations" USING btree ("company_id","country_code","code");--> statement-breakpoint
CREATE INDEX "city_abbreviations_company_city_idx" ON "city_abbreviations" USING btree ("company_id","country_code","city_name");