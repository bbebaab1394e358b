CREATE TABLE "payment_method_regions" (
	"method_id" text NOT NULL,
	"region_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_method_regions_region_code_method_id_pk" PRIMARY KEY("region_code","method_id")
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_method_regions" ADD CONSTRAINT "payment_method_regions_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_regions" ADD CONSTRAINT "payment_method_regions_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_method_regions_method_idx" ON "payment_method_regions" USING btree ("method_id");--> statement-breakpoint
-- Each method's regions become rows (no regions meant every region), in the method's old place
-- and switched off where the method was: the storefront offers exactly what it did before.
INSERT INTO "payment_method_regions" ("method_id", "region_code", "sort", "enabled")
  SELECT m."id", r."code", m."sort", m."enabled"
  FROM "payment_methods" m JOIN "regions" r
    ON jsonb_array_length(m."regions") = 0 OR m."regions" ? r."code";--> statement-breakpoint
-- Cached with the catalogue as the methods are (migration 0009): a change shows within a second.
CREATE TRIGGER "payment_method_regions_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "payment_method_regions" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
ALTER TABLE "payment_methods" DROP COLUMN "regions";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP COLUMN "sort";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP COLUMN "enabled";