CREATE TYPE "public"."coupon_discount_type" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('newUser', 'invite', 'referral', 'campaign');--> statement-breakpoint
CREATE TYPE "public"."coupon_scope" AS ENUM('all', 'category', 'game', 'sku');--> statement-breakpoint
CREATE TYPE "public"."coupon_state" AS ENUM('available', 'locked', 'used');--> statement-breakpoint
CREATE TABLE "coupon_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_activities_period_valid" CHECK ("coupon_activities"."starts_at" < "coupon_activities"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_template_amounts" (
	"template_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount_off" integer,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_template_amounts_template_id_currency_code_pk" PRIMARY KEY("template_id","currency_code"),
	CONSTRAINT "coupon_template_amounts_valid" CHECK ("coupon_template_amounts"."min_spend" >= 0 AND coalesce("coupon_template_amounts"."amount_off", 1) > 0 AND coalesce("coupon_template_amounts"."max_discount", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"names" jsonb NOT NULL,
	"discount_type" "coupon_discount_type" NOT NULL,
	"percent_off" integer,
	"scope" "coupon_scope" DEFAULT 'all' NOT NULL,
	"scope_value" text,
	"valid_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_discount_valid" CHECK (("coupon_templates"."discount_type" = 'percent' AND "coupon_templates"."percent_off" BETWEEN 1 AND 100)
        OR ("coupon_templates"."discount_type" = 'fixed' AND "coupon_templates"."percent_off" IS NULL)),
	CONSTRAINT "coupon_templates_scope_valid" CHECK (("coupon_templates"."scope" = 'all') = ("coupon_templates"."scope_value" IS NULL)),
	CONSTRAINT "coupon_templates_valid_days_positive" CHECK ("coupon_templates"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"template_id" text NOT NULL,
	"source" text NOT NULL,
	"state" "coupon_state" DEFAULT 'available' NOT NULL,
	"order_no" text,
	"valid_until" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupons_customer_source_unique" UNIQUE("customer_id","source"),
	CONSTRAINT "coupons_order_matches_state" CHECK (("coupons"."state" = 'available') = ("coupons"."order_no" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "registration_devices" (
	"device_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_devices_device_id_customer_id_pk" PRIMARY KEY("device_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_activities" ADD CONSTRAINT "coupon_activities_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_template_amounts" ADD CONSTRAINT "coupon_template_amounts_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_template_amounts" ADD CONSTRAINT "coupon_template_amounts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_devices" ADD CONSTRAINT "registration_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "registration_devices_customer_idx" ON "registration_devices" USING btree ("customer_id");