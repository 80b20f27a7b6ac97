CREATE TABLE "blacklist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subject" varchar(20) NOT NULL,
	"match_kind" varchar(10) NOT NULL,
	"value" varchar(200) NOT NULL,
	"normalised" varchar(200) NOT NULL,
	"customer_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist_rules" (
	"company_id" integer NOT NULL,
	"subject" varchar(20) NOT NULL,
	"fields" text[] NOT NULL,
	"action" varchar(10) NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklist_rules_company_id_subject_pk" PRIMARY KEY("company_id","subject")
);
--> statement-breakpoint
CREATE TABLE "blacklist_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_rules" ADD CONSTRAINT "blacklist_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_versions" ADD CONSTRAINT "blacklist_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_entries_key" ON "blacklist_entries" USING btree ("company_id","subject","match_kind","normalised",coalesce("customer_id", 0));--> statement-breakpoint
CREATE INDEX "blacklist_entries_customer_idx" ON "blacklist_entries" USING btree ("customer_id");