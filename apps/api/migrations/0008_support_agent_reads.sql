CREATE TABLE "chat_agent_reads" (
	"conversation_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"last_read_id" bigint NOT NULL,
	CONSTRAINT "chat_agent_reads_conversation_id_agent_id_pk" PRIMARY KEY("conversation_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "chat_agent_reads" ADD CONSTRAINT "chat_agent_reads_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_agent_reads" ADD CONSTRAINT "chat_agent_reads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The shared mark becomes every existing agent's own, so no one's unread counts jump at the upgrade.
INSERT INTO "chat_agent_reads" ("conversation_id", "agent_id", "last_read_id")
SELECT c."id", a."id", c."agent_read_id" FROM "chat_conversations" c CROSS JOIN "agents" a
WHERE c."agent_read_id" > 0;--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP COLUMN "agent_read_id";