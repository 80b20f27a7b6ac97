CREATE TABLE "fba_warehouses" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"country" varchar(3) NOT NULL,
	"state" varchar(40) NOT NULL,
	"city" varchar(40) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"address1" varchar(120) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"prefix" varchar(10) DEFAULT '' NOT NULL,
	"suffix" varchar(10) DEFAULT '' NOT NULL,
	"start_number" bigint NOT NULL,
	"end_number" bigint NOT NULL,
	"next_number" bigint NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"last_used_number" varchar(60),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"box_no" varchar(50) NOT NULL,
	"box_size" varchar(10),
	"quantity" integer NOT NULL,
	"weight" numeric(11, 3) NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" varchar(200),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_company_id" integer,
	"kind" varchar(12) NOT NULL,
	"status" varchar(20) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"waybill_no" varchar(40),
	"sub_waybill_nos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transfer_no" varchar(40),
	"fba_no" varchar(40),
	"customer_no" varchar(40),
	"reference_no1" varchar(40),
	"reference_no2" varchar(40),
	"reference_no3" varchar(40),
	"customer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"country" varchar(3) NOT NULL,
	"warehouse_code" varchar(20),
	"goods_type" varchar(40) NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"pieces" integer NOT NULL,
	"weight" numeric(11, 3) NOT NULL,
	"packing_type" varchar(3) NOT NULL,
	"declared_value" numeric(10, 2),
	"declared_currency" varchar(3),
	"remarks" varchar(120),
	"declare_type" varchar(20),
	"clearance_method" varchar(20),
	"tax_payment" varchar(20),
	"delivery_terms" varchar(3),
	"payment_method" varchar(3) NOT NULL,
	"cod_amount" numeric(10, 2),
	"receiver" jsonb NOT NULL,
	"sender" jsonb NOT NULL,
	"notifier" jsonb,
	"audit_fail_reason" varchar(200),
	"cancel_reason" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone,
	"audited_by" integer
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" varchar(120) DEFAULT '' NOT NULL,
	"status" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "number_segments" ADD CONSTRAINT "number_segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_segments" ADD CONSTRAINT "number_segments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_boxes" ADD CONSTRAINT "order_boxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_lines" ADD CONSTRAINT "order_invoice_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_segments_channel_idx" ON "number_segments" USING btree ("company_id","channel_id","type");--> statement-breakpoint
CREATE INDEX "order_boxes_order_idx" ON "order_boxes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_invoice_lines_order_idx" ON "order_invoice_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_order_no_key" ON "orders" USING btree ("company_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_waybill_key" ON "orders" USING btree ("company_id","waybill_no") WHERE "orders"."waybill_no" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_owner_created_idx" ON "orders" USING btree ("owner_company_id","created_at" DESC NULLS LAST) WHERE "orders"."owner_company_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_customer_no_idx" ON "orders" USING btree ("company_id","customer_no");--> statement-breakpoint
CREATE INDEX "orders_company_reference_idx" ON "orders" USING btree ("company_id","reference_no1");--> statement-breakpoint
CREATE INDEX "tracking_events_order_idx" ON "tracking_events" USING btree ("order_id","occurred_at");