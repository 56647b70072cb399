CREATE TABLE "server_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"event" text NOT NULL,
	"data" jsonb,
	"except_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_events_audience_idx" ON "server_events" USING btree ("audience","id");--> statement-breakpoint
CREATE INDEX "server_events_created_idx" ON "server_events" USING btree ("created_at");
-- Realtime events kept for the replay window (platform/events, decision 36): a stream that
-- reconnects with Last-Event-ID gets the events after it; rows older than the window are deleted.
