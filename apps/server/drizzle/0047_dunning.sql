CREATE TABLE "dunning_reminder_recipients" (
	"reminder_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "dunning_reminder_recipients_reminder_id_user_id_pk" PRIMARY KEY("reminder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dunning_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rule_id" integer,
	"rule_name" varchar(40) NOT NULL,
	"bill_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"modes" jsonb NOT NULL,
	"notice_count" integer DEFAULT 0 NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"type" varchar(10) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"billing_date" date NOT NULL,
	"expiry_date" date,
	"due_days" smallint NOT NULL,
	"period_days" smallint NOT NULL,
	"modes" jsonb NOT NULL,
	"site_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dunning_reminder_recipients" ADD CONSTRAINT "dunning_reminder_recipients_reminder_id_dunning_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."dunning_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_reminder_recipients" ADD CONSTRAINT "dunning_reminder_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_reminders" ADD CONSTRAINT "dunning_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_reminders" ADD CONSTRAINT "dunning_reminders_rule_id_dunning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."dunning_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_reminders" ADD CONSTRAINT "dunning_reminders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_reminders" ADD CONSTRAINT "dunning_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_rules" ADD CONSTRAINT "dunning_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dunning_reminder_recipients_user_idx" ON "dunning_reminder_recipients" USING btree ("user_id","reminder_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_reminders_rule_bill_slot_key" ON "dunning_reminders" USING btree ("rule_id","bill_id","slot");--> statement-breakpoint
CREATE INDEX "dunning_reminders_company_idx" ON "dunning_reminders" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dunning_reminders_bill_idx" ON "dunning_reminders" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_rules_company_name_key" ON "dunning_rules" USING btree ("company_id","name");