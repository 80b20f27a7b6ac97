DROP INDEX "rate_cards_channel_kind_day_key";--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "price_level_id" integer;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_channel_kind_day_key" ON "rate_cards" USING btree ("company_id","channel_id","kind",coalesce("price_level_id", 0),"valid_from");