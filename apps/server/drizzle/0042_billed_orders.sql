CREATE TABLE "billed_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"billed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billed_orders" ADD CONSTRAINT "billed_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;