CREATE TABLE "finance_depts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(40) NOT NULL,
	"person_in_charge_id" integer,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "finance_dept_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "finance_dept_id" integer;--> statement-breakpoint
ALTER TABLE "finance_depts" ADD CONSTRAINT "finance_depts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_depts_company_code_key" ON "finance_depts" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_depts_company_name_key" ON "finance_depts" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_finance_dept_id_finance_depts_id_fk" FOREIGN KEY ("finance_dept_id") REFERENCES "public"."finance_depts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_finance_dept_id_finance_depts_id_fk" FOREIGN KEY ("finance_dept_id") REFERENCES "public"."finance_depts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sites_finance_dept_idx" ON "sites" USING btree ("finance_dept_id");--> statement-breakpoint
CREATE INDEX "customers_finance_dept_idx" ON "customers" USING btree ("finance_dept_id");