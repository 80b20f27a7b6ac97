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
ALTER TABLE "print_agent_keys" ADD CONSTRAINT "print_agent_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_company_printed_idx" ON "print_jobs" USING btree ("company_id","printed_at","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_type_idx" ON "print_jobs" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "orders_sub_waybill_nos_idx" ON "orders" USING gin ("sub_waybill_nos" jsonb_path_ops);