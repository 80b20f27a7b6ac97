CREATE TABLE "customer_print_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_id" integer,
	"template_id" integer,
	"edi_account" varchar(60) DEFAULT '' NOT NULL,
	"edi_key" varchar(120) DEFAULT '' NOT NULL,
	"may_print_transfer_label" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_agent_keys" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"app_key" varchar(32) NOT NULL,
	"app_secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_agent_keys_app_key_unique" UNIQUE("app_key")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"batch_no" varchar(24) NOT NULL,
	"order_id" integer NOT NULL,
	"waybill_no" varchar(40) NOT NULL,
	"template_id" integer,
	"template_name" varchar(40) NOT NULL,
	"type" varchar(16) NOT NULL,
	"method" varchar(8) NOT NULL,
	"scenario" varchar(8) NOT NULL,
	"printer" varchar(120) DEFAULT '' NOT NULL,
	"reprint" boolean NOT NULL,
	"printed_by" integer NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_print_rules" ADD CONSTRAINT "customer_print_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_print_rules" ADD CONSTRAINT "customer_print_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_print_rules" ADD CONSTRAINT "customer_print_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_print_rules" ADD CONSTRAINT "customer_print_rules_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_print_rules" ADD CONSTRAINT "customer_print_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agent_keys" ADD CONSTRAINT "print_agent_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_print_rules_channel_key" ON "customer_print_rules" USING btree ("customer_id","channel_id") WHERE "customer_print_rules"."channel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_print_rules_all_channels_key" ON "customer_print_rules" USING btree ("customer_id") WHERE "customer_print_rules"."channel_id" is null;--> statement-breakpoint
CREATE INDEX "customer_print_rules_company_idx" ON "customer_print_rules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_print_rules_channel_idx" ON "customer_print_rules" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "customer_print_rules_template_idx" ON "customer_print_rules" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "print_jobs_company_printed_idx" ON "print_jobs" USING btree ("company_id","printed_at","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_type_idx" ON "print_jobs" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "orders_sub_waybill_nos_idx" ON "orders" USING gin ("sub_waybill_nos" jsonb_path_ops);