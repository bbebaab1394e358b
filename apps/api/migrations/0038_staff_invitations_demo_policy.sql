CREATE TABLE "staff_policy" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"agent_totp_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_policy_one_row" CHECK ("staff_policy"."id" = 'store')
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "needs_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_confirmed_by_agents_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "agents" SET "demo" = true WHERE "email" = 'agent@storefront.test';