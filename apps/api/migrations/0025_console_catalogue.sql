CREATE TABLE "code_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_id" text NOT NULL,
	"name" text NOT NULL,
	"supplier" text NOT NULL,
	"cost_per_code" integer NOT NULL,
	"cost_currency" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"repeated_in_file" integer DEFAULT 0 NOT NULL,
	"already_had" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'importing' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "product_keys_free_idx";--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "rounding_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "rounding" text DEFAULT 'nearest' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "art" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "base_sale_price" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_created_by_agents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_voided_by_agents_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_batches_sku_idx" ON "code_batches" USING btree ("sku_id","created_at");--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_keys_batch_idx" ON "product_keys" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "product_keys_free_idx" ON "product_keys" USING btree ("sku_id","created_at") WHERE "product_keys"."order_no" IS NULL AND "product_keys"."voided_at" IS NULL;--> statement-breakpoint
-- The steps converted prices were rounded to before the owner could set them (rupiah in hundreds,
-- dong in thousands, roubles, pesos and baht in whole units, ringgit and Singapore dollars in ten cents).
UPDATE "exchange_rates" SET "rounding_step" = CASE "currency_code"
  WHEN 'IDR' THEN 100 WHEN 'VND' THEN 1000 WHEN 'RUB' THEN 100 WHEN 'PHP' THEN 100
  WHEN 'THB' THEN 100 WHEN 'MYR' THEN 10 WHEN 'SGD' THEN 10 ELSE 1 END;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_rounding_valid"
  CHECK ("rounding" IN ('nearest', 'up', 'down') AND "rounding_step" > 0);
