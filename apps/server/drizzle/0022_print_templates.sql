CREATE TABLE "print_template_defaults" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"channel_id" integer,
	"customer_id" integer,
	CONSTRAINT "print_template_defaults_one_target" CHECK (("print_template_defaults"."channel_id" is null) <> ("print_template_defaults"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"name_en" varchar(40) DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"print_method" varchar(8) NOT NULL,
	"scenario" varchar(8) NOT NULL,
	"interface_url" varchar(200) DEFAULT '' NOT NULL,
	"layout" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_template_defaults" ADD CONSTRAINT "print_template_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_template_defaults" ADD CONSTRAINT "print_template_defaults_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_template_defaults" ADD CONSTRAINT "print_template_defaults_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_template_defaults" ADD CONSTRAINT "print_template_defaults_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_template_defaults_channel_type_key" ON "print_template_defaults" USING btree ("channel_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "print_template_defaults_customer_type_key" ON "print_template_defaults" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "print_template_defaults_template_idx" ON "print_template_defaults" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_company_name_key" ON "print_templates" USING btree ("company_id","name");