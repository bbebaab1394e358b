CREATE TABLE "sent_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"about" text NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sent_mail_about_idx" ON "sent_mail" USING btree ("about","queued_at");