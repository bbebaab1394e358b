ALTER TABLE "orders" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer" text;--> statement-breakpoint
CREATE INDEX "orders_held_customer_idx" ON "orders" USING btree ("customer_id") WHERE "orders"."status" = 'waitingPayment' AND "orders"."code_quantity" > 0;--> statement-breakpoint
CREATE INDEX "orders_held_device_idx" ON "orders" USING btree ("device_id") WHERE "orders"."status" = 'waitingPayment' AND "orders"."code_quantity" > 0;--> statement-breakpoint
CREATE INDEX "orders_held_source_idx" ON "orders" USING btree ("source_key") WHERE "orders"."status" = 'waitingPayment' AND "orders"."code_quantity" > 0;--> statement-breakpoint
CREATE INDEX "orders_coupon_source_idx" ON "orders" USING btree ("source_key","created_at") WHERE "orders"."coupon_id" IS NOT NULL;