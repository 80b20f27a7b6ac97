ALTER TABLE "tracking_events" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "code" varchar(40);--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;