CREATE TYPE "public"."order_status" AS ENUM('waitingPayment', 'pendingShipment', 'completed', 'closed', 'pendingRefund', 'refunded');--> statement-breakpoint
CREATE TABLE "deliveries" (
	"order_no" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"supplier_ref" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"coins_withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_id" text NOT NULL,
	"code_encrypted" text NOT NULL,
	"code_hash" text NOT NULL,
	"order_no" text,
	"held_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" "order_status" DEFAULT 'waitingPayment' NOT NULL,
	"product_slug" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"region_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"lang" text NOT NULL,
	"unit_price" integer NOT NULL,
	"product_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"handling_fee" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"payment_method" text,
	"coupon_id" text,
	"player_id" text,
	"character_name" text,
	"server_id" text,
	"email" text,
	"idempotency_key" text,
	"request_hash" text,
	"failure" text,
	"payment_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."unit_price" >= 0 AND "orders"."discount_amount" >= 0 AND "orders"."handling_fee" >= 0
        AND "orders"."product_amount" = "orders"."unit_price" * "orders"."quantity"
        AND "orders"."pay_amount" = GREATEST("orders"."product_amount" - "orders"."discount_amount", 0) + "orders"."handling_fee")
);
--> statement-breakpoint
CREATE TABLE "recent_players" (
	"customer_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"player_id" text NOT NULL,
	"server_id" text DEFAULT '' NOT NULL,
	"character_name" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_players_customer_id_product_slug_player_id_server_id_pk" PRIMARY KEY("customer_id","product_slug","player_id","server_id")
);
--> statement-breakpoint
CREATE TABLE "payment_method_fees" (
	"method_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"fixed_fee" integer NOT NULL,
	CONSTRAINT "payment_method_fees_method_id_currency_code_pk" PRIMARY KEY("method_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"provider" text NOT NULL,
	"method_id" text NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_mode" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_players" ADD CONSTRAINT "recent_players_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_players" ADD CONSTRAINT "recent_players_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payment_method_fees" ADD CONSTRAINT "payment_method_fees_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_fees" ADD CONSTRAINT "payment_method_fees_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_keys_unique_code_idx" ON "product_keys" USING btree ("sku_id","code_hash");--> statement-breakpoint
CREATE INDEX "product_keys_free_idx" ON "product_keys" USING btree ("sku_id","created_at") WHERE "product_keys"."order_no" IS NULL;--> statement-breakpoint
CREATE INDEX "product_keys_order_idx" ON "product_keys" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_waiting_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 'waitingPayment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("order_no") WHERE "payments"."status" IN ('succeeded', 'refunded');