CREATE TABLE "delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"supplier_ref" text,
	"detail" text,
	"requested_by" text
);
--> statement-breakpoint
CREATE TABLE "order_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"action" text NOT NULL,
	"agent_id" text NOT NULL,
	"reason" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stuck_alerts" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stuck_alerts_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "article_id" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_activities" ADD COLUMN "article_id" text;--> statement-breakpoint
ALTER TABLE "coupon_activities" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_activities" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "issue_budget" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "issued_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "use_budget" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "issuable_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "issuable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "store_name" text DEFAULT 'Starlit' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_attempts_order_idx" ON "delivery_attempts" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "delivery_attempts_started_idx" ON "delivery_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "order_actions_order_idx" ON "order_actions" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_invited_by_idx" ON "customers" USING btree ("invited_by_code");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "orders_player_idx" ON "orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_product_created_idx" ON "orders" USING btree ("product_slug","created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no","received_at");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_only_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_budget_held" CHECK ("coupon_templates"."issued_count" >= 0 AND "coupon_templates"."used_count" >= 0
        AND ("coupon_templates"."issue_budget" IS NULL OR "coupon_templates"."issued_count" <= "coupon_templates"."issue_budget")
        AND ("coupon_templates"."use_budget" IS NULL OR "coupon_templates"."used_count" <= "coupon_templates"."use_budget"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount_valid" CHECK ("orders"."refunded_amount" >= 0 AND "orders"."refunded_amount" <= "orders"."pay_amount");--> statement-breakpoint
-- The budgets' counts start from the coupons already issued and used.
UPDATE "coupon_templates" t SET
  "issued_count" = (SELECT count(*) FROM "coupons" c WHERE c."template_id" = t."id"),
  "used_count" = (SELECT count(*) FROM "coupons" c WHERE c."template_id" = t."id" AND c."state" IN ('locked', 'used'));
