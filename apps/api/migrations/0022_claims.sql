CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"state" text NOT NULL,
	"agent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_kind_valid" CHECK ("claims"."kind" IN ('notReceived', 'codeNotWorking')),
	CONSTRAINT "claims_state_valid" CHECK ("claims"."state" IN ('received', 'checking', 'replaced', 'refunded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_idx" ON "claims" USING btree ("order_no") WHERE "claims"."state" IN ('received', 'checking');--> statement-breakpoint
CREATE INDEX "claims_queue_idx" ON "claims" USING btree ("state","created_at");