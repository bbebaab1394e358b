ALTER TABLE "site_settings" ADD COLUMN "fiscal_receipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "receipt_vat_code" integer DEFAULT 1 NOT NULL;