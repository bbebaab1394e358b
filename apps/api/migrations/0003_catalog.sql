CREATE TABLE "banner_texts" (
	"banner_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	CONSTRAINT "banner_texts_banner_id_lang_pk" PRIMARY KEY("banner_id","lang")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_regions" (
	"product_slug" text NOT NULL,
	"region_code" text NOT NULL,
	CONSTRAINT "product_regions_product_slug_region_code_pk" PRIMARY KEY("product_slug","region_code")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text NOT NULL,
	CONSTRAINT "product_texts_product_slug_lang_pk" PRIMARY KEY("product_slug","lang")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"popular_rank" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"input_fields" jsonb NOT NULL,
	CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "sku_prices" (
	"sku_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	CONSTRAINT "sku_prices_sku_id_currency_code_pk" PRIMARY KEY("sku_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" text PRIMARY KEY NOT NULL,
	"product_slug" text NOT NULL,
	"face_value" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"base_price" integer NOT NULL,
	"base_original_price" integer,
	CONSTRAINT "skus_prices_positive" CHECK ("skus"."base_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"support_email" text NOT NULL,
	"messenger_name" text NOT NULL,
	"messenger_url" text NOT NULL,
	"resource_path" text NOT NULL,
	"yandex_tag_id" text
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"lang" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	"legal_line" text NOT NULL,
	"office_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_texts" ADD CONSTRAINT "banner_texts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_slug","sort");--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any change to what the storefront shows raises the version, so that every API process drops
-- its cached answers within a second, whoever made the change (operator call, SQL, seed).
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_texts', 'product_regions', 'skus', 'sku_prices',
    'exchange_rates', 'banners', 'banner_texts', 'site_settings', 'site_texts', 'currencies',
    'regions']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_bump_catalog_version', t);
  END LOOP;
END;
$$;--> statement-breakpoint
-- IDR is quoted in whole rupiah, as every Indonesian price list does (ISO says 2 digits, unused).
UPDATE "currencies" SET "minor_units" = 0 WHERE "code" = 'IDR';