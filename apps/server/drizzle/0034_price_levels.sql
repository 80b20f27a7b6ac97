CREATE TABLE "price_level_groups" (
	"level_id" integer NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_level_rules" (
	"level_id" integer NOT NULL,
	"channel_id" integer,
	"mode" varchar(10) NOT NULL,
	"adjust_percent" numeric(8, 4)
);
--> statement-breakpoint
CREATE TABLE "price_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(90) NOT NULL,
	"remarks" varchar(120) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_level_groups" ADD CONSTRAINT "price_level_groups_level_id_price_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_level_groups" ADD CONSTRAINT "price_level_groups_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_level_rules" ADD CONSTRAINT "price_level_rules_level_id_price_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_level_rules" ADD CONSTRAINT "price_level_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_level_groups_group_key" ON "price_level_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "price_level_groups_level_idx" ON "price_level_groups" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_level_rules_level_channel_key" ON "price_level_rules" USING btree ("level_id",coalesce("channel_id", 0));--> statement-breakpoint
CREATE INDEX "price_level_rules_channel_idx" ON "price_level_rules" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_levels_company_name_key" ON "price_levels" USING btree ("company_id","name");--> statement-breakpoint
-- A free-text freight quotation customers already hold becomes a level of that name (standard prices until given rules).
INSERT INTO "price_levels" ("company_id", "name") SELECT DISTINCT "company_id", "quotation" FROM "customers" WHERE "quotation" <> '' AND "deleted_at" IS NULL;
