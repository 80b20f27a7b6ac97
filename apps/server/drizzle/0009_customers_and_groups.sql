CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"api_commands" varchar(80)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "group_id" integer;--> statement-breakpoint
-- Every company gets its default group (GROUP_DEFAULT_COMMANDS) and its customers fall into it.
INSERT INTO "customer_groups" ("company_id", "name", "is_default", "api_commands")
SELECT "id", 'default', true, ARRAY['main/createOrder','main/updateOrder','main/getOrder','main/getOrderHistory','main/listOrders','main/countOrdersByStatus','main/queryTracking','main/transSortComBox']::varchar[] FROM "companies";--> statement-breakpoint
UPDATE "customers" SET "group_id" = g."id" FROM "customer_groups" g WHERE g."company_id" = "customers"."company_id" AND g."is_default";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "quotation" varchar(90) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_company_name_key" ON "customer_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_company_default_key" ON "customer_groups" USING btree ("company_id") WHERE "customer_groups"."is_default";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_group_idx" ON "customers" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_linked_owner_key" ON "customers" USING btree ("company_id","linked_owner_company_id") WHERE "customers"."deleted_at" is null;