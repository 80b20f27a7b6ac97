CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"customer_id" integer,
	"status" varchar(10) DEFAULT 'unused' NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by_company_id" integer,
	"used_by_user_id" integer,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_company_id" integer NOT NULL,
	"owner_company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"invite_code_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dissolved_at" timestamp with time zone,
	"dissolved_by_company_id" integer
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"alias" varchar(8) DEFAULT '' NOT NULL,
	"name" varchar(40) NOT NULL,
	"company" varchar(120) DEFAULT '' NOT NULL,
	"phone" varchar(40) NOT NULL,
	"email" varchar(50) DEFAULT '' NOT NULL,
	"country" varchar(3) NOT NULL,
	"state" varchar(30) DEFAULT '' NOT NULL,
	"city" varchar(30) NOT NULL,
	"postcode" varchar(10) DEFAULT '' NOT NULL,
	"address" varchar(120) NOT NULL,
	"tax_no" varchar(30) DEFAULT '' NOT NULL,
	"is_common" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_used_by_company_id_companies_id_fk" FOREIGN KEY ("used_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_invite_code_id_invite_codes_id_fk" FOREIGN KEY ("invite_code_id") REFERENCES "public"."invite_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_dissolved_by_company_id_companies_id_fk" FOREIGN KEY ("dissolved_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invite_codes_company_created_idx" ON "invite_codes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_active_pair_key" ON "partnerships" USING btree ("carrier_company_id","owner_company_id") WHERE "partnerships"."status" = 'active';--> statement-breakpoint
CREATE INDEX "partnerships_owner_idx" ON "partnerships" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "addresses_company_type_idx" ON "addresses" USING btree ("company_id","type");--> statement-breakpoint
-- Customers linked to a cargo owner before partnerships existed keep their cooperation: orders now require one.
INSERT INTO "partnerships" ("carrier_company_id", "owner_company_id", "customer_id", "status", "created_at")
SELECT "company_id", "linked_owner_company_id", "id", 'active', "created_at" FROM "customers"
WHERE "linked_owner_company_id" IS NOT NULL AND "deleted_at" IS NULL;
