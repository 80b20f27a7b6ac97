CREATE TABLE "order_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"stage" varchar(12) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"priced_by" integer,
	"currency" varchar(3),
	"total" numeric(14, 2),
	"breakdown" jsonb,
	"refusal" jsonb,
	"pieces" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_prices" ADD CONSTRAINT "order_prices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prices" ADD CONSTRAINT "order_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prices" ADD CONSTRAINT "order_prices_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_prices_order_priced_idx" ON "order_prices" USING btree ("order_id","priced_at");