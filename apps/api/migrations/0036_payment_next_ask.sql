ALTER TABLE "payments" ADD COLUMN "next_ask_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "asks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_next_ask_idx" ON "payments" USING btree ("next_ask_at") WHERE "payments"."status" = 'pending' AND "payments"."next_ask_at" IS NOT NULL;