CREATE TABLE "remote_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel_id" integer,
	"country" varchar(2) NOT NULL,
	"postcode" varchar(21) DEFAULT '' NOT NULL,
	"rule_from" varchar(10) DEFAULT '' NOT NULL,
	"rule_to" varchar(10) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"city_key" varchar(60) DEFAULT '' NOT NULL,
	"place_key" varchar(70) NOT NULL,
	"remote_class" varchar(20) NOT NULL,
	"remarks" varchar(120) DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remote_class" varchar(20);--> statement-breakpoint
ALTER TABLE "remote_areas" ADD CONSTRAINT "remote_areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_areas" ADD CONSTRAINT "remote_areas_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_areas" ADD CONSTRAINT "remote_areas_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_areas_company_channel_place_key" ON "remote_areas" USING btree ("company_id",coalesce("channel_id", 0),"country","place_key");--> statement-breakpoint
CREATE INDEX "remote_areas_company_country_idx" ON "remote_areas" USING btree ("company_id","country","rule_from");