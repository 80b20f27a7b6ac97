CREATE TABLE "trans_agreement_channels" (
	"agreement_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "trans_agreement_channels_agreement_id_channel_id_pk" PRIMARY KEY("agreement_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "trans_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"customer_group_id" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"remarks" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trans_agreements_one_party" CHECK (("trans_agreements"."customer_id" is null) <> ("trans_agreements"."customer_group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_order_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"channel_id" integer,
	"max_piece_weight" numeric(11, 3),
	"max_pieces" integer,
	"max_declared_value" numeric(10, 2),
	"declared_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"countries" varchar(3)[] DEFAULT '{}'::varchar[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(120) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_query_limits" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pasted_numbers_max" integer NOT NULL,
	"date_range_days" integer NOT NULL,
	"tracking_lines_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "destinations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trans_agreement_channels" ADD CONSTRAINT "trans_agreement_channels_agreement_id_trans_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."trans_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_agreement_channels" ADD CONSTRAINT "trans_agreement_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_agreements" ADD CONSTRAINT "trans_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_agreements" ADD CONSTRAINT "trans_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_agreements" ADD CONSTRAINT "trans_agreements_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_rules" ADD CONSTRAINT "customer_order_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_rules" ADD CONSTRAINT "customer_order_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_rules" ADD CONSTRAINT "customer_order_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_query_limits" ADD CONSTRAINT "company_query_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trans_agreement_channels_channel_idx" ON "trans_agreement_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "trans_agreements_company_customer_idx" ON "trans_agreements" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "trans_agreements_company_group_idx" ON "trans_agreements" USING btree ("company_id","customer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_rules_scope_key" ON "customer_order_rules" USING btree ("company_id",coalesce("customer_id", 0),coalesce("channel_id", 0));--> statement-breakpoint
CREATE INDEX "customer_order_rules_channel_idx" ON "customer_order_rules" USING btree ("channel_id");