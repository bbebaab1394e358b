-- A code is unique per product (issue 5), not only per SKU: the same card number cannot be stocked
-- under two denominations of one game. Existing codes take their SKU's product.
DROP INDEX "product_keys_unique_code_idx";--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "product_slug" text;--> statement-breakpoint
UPDATE "product_keys" SET "product_slug" = "skus"."product_slug" FROM "skus" WHERE "skus"."id" = "product_keys"."sku_id";--> statement-breakpoint
ALTER TABLE "product_keys" ALTER COLUMN "product_slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_keys_unique_code_idx" ON "product_keys" USING btree ("product_slug","code_hash");
