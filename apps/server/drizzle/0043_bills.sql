CREATE TABLE "bill_amounts" (
	"bill_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"written_off" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "bill_amounts_bill_id_currency_pk" PRIMARY KEY("bill_id","currency")
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"order_id" bigint NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"breakdown" jsonb,
	"dispute_reason" varchar(200),
	"disputed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bill_write_offs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"receipt_reference" varchar(60) NOT NULL,
	"received_date" date NOT NULL,
	"remark" varchar(200),
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bill_no" varchar(24) NOT NULL,
	"bill_date" date NOT NULL,
	"period" varchar(10) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"type" varchar(13) NOT NULL,
	"payment_method" varchar(3),
	"settlement_type" varchar(16) NOT NULL,
	"ticket_count" integer NOT NULL,
	"reconciler_id" integer,
	"confirm_status" varchar(11) DEFAULT 'unconfirmed' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"write_off_status" varchar(12) DEFAULT 'unwrittenOff' NOT NULL,
	"disputed_lines" integer DEFAULT 0 NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_amounts" ADD CONSTRAINT "bill_amounts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_write_offs" ADD CONSTRAINT "bill_write_offs_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_write_offs" ADD CONSTRAINT "bill_write_offs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_write_offs" ADD CONSTRAINT "bill_write_offs_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_write_offs" ADD CONSTRAINT "bill_write_offs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_reconciler_id_users_id_fk" FOREIGN KEY ("reconciler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_entry_key" ON "bill_lines" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "bill_lines_order_idx" ON "bill_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_lines_company_idx" ON "bill_lines" USING btree ("company_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_write_offs_bill_idx" ON "bill_write_offs" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_no_key" ON "bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "bills_company_idx" ON "bills" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id","id" DESC NULLS LAST);