CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"recharge_no" varchar(24) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"bank_reference" varchar(60) NOT NULL,
	"transfer_date" date NOT NULL,
	"remark" varchar(200),
	"provider" varchar(30) DEFAULT 'offline' NOT NULL,
	"provider_reference" varchar(100),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"voucher_file_id" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"entry_id" bigint
);
--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_voucher_file_id_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_no_key" ON "recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_provider_reference_key" ON "recharges" USING btree ("provider","provider_reference") WHERE "recharges"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "recharges_company_recorded_idx" ON "recharges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "recharges_customer_idx" ON "recharges" USING btree ("customer_id","id");