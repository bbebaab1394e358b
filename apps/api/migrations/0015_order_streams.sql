CREATE TABLE "order_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"source_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_streams_session_idx" ON "order_streams" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "order_streams_source_idx" ON "order_streams" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "order_streams_expires_idx" ON "order_streams" USING btree ("expires_at");