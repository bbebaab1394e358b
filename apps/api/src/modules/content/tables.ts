import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/** News and promotions; shown from `published_at` on. */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['news', 'promotion'] }).notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The product a promotion sells, linked from its page (a catalogue slug: content knows no catalogue). */
    productSlug: text('product_slug'),
    /** A cover image uploaded in the console (the files layer's key); null: none. */
    imageKey: text('image_key'),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('articles_published_idx').on(table.publishedAt)],
);

export const articleTexts = pgTable(
  'article_texts',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text, paragraphs separated by a blank line. */
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.lang] })],
);

export const faqTopics = pgTable('faq_topics', {
  id: text('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});

export const faqTopicTexts = pgTable(
  'faq_topic_texts',
  {
    topicId: text('topic_id')
      .notNull()
      .references(() => faqTopics.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.lang] })],
);

export const faqEntries = pgTable('faq_entries', {
  id: text('id').primaryKey(),
  topicId: text('topic_id')
    .notNull()
    .references(() => faqTopics.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  revision: integer('revision').notNull().default(1),
});

export const faqEntryTexts = pgTable(
  'faq_entry_texts',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.lang] })],
);

/** Policy pages and About us, by key (contracts' PAGE_KEYS). */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sitePageTexts = pgTable(
  'site_page_texts',
  {
    pageKey: text('page_key')
      .notNull()
      .references(() => sitePages.key, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageKey, table.lang] })],
);
