-- Payment methods and their fees are read by every order's quote and payment start, and written
-- only by an operator: they are cached with the catalogue, so a change raises the same version.
CREATE TRIGGER "payment_methods_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "payment_methods" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "payment_method_fees_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "payment_method_fees" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
