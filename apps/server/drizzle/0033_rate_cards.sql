CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(60) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"public" boolean DEFAULT false NOT NULL,
	"volumetric_basis" varchar(10) NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"weight_step" numeric(9, 3) NOT NULL,
	"min_charge" numeric(14, 4) NOT NULL,
	"max_piece_weight" numeric(9, 3),
	"transit_days_min" integer,
	"transit_days_max" integer,
	"service_terms" varchar(500) DEFAULT '' NOT NULL,
	"zones" jsonb NOT NULL,
	"breaks" jsonb NOT NULL,
	"surcharges" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_channel_kind_day_key" ON "rate_cards" USING btree ("company_id","channel_id","kind","valid_from");--> statement-breakpoint
CREATE INDEX "rate_cards_company_kind_day_idx" ON "rate_cards" USING btree ("company_id","kind","valid_from");