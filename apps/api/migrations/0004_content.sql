CREATE TABLE "article_texts" (
	"article_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "article_texts_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entry_texts" (
	"entry_id" text NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_entry_texts_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
CREATE TABLE "faq_topic_texts" (
	"topic_id" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "faq_topic_texts_topic_id_lang_pk" PRIMARY KEY("topic_id","lang")
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page_texts" (
	"page_key" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "site_page_texts_page_key_lang_pk" PRIMARY KEY("page_key","lang")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_texts" ADD CONSTRAINT "faq_entry_texts_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_topic_texts" ADD CONSTRAINT "faq_topic_texts_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_texts" ADD CONSTRAINT "site_page_texts_page_key_site_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."site_pages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
-- Content is cached with the catalogue (home shows promotions), so it raises the same version.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['articles', 'article_texts', 'faq_topics', 'faq_topic_texts', 'faq_entries',
    'faq_entry_texts', 'site_pages', 'site_page_texts']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_bump_catalog_version', t);
  END LOOP;
END;
$$;
