CREATE TYPE "public"."social_provider" AS ENUM('google', 'vk', 'yandex');--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"provider" "social_provider" NOT NULL,
	"subject" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "social_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"provider" "social_provider" NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"redirect_uri" text NOT NULL,
	"customer_id" text NOT NULL,
	"back_path" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_logins_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_accounts_customer_idx" ON "social_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "social_logins_expires_idx" ON "social_logins" USING btree ("expires_at");