import {
  ERROR,
  FALLBACK_LANG,
  type Article,
  type ArticlePage,
  type ArticleSummary,
  type ArticleType,
  type FaqEntry,
  type FaqList,
  type Lang,
  type PageKey,
  type SitePage,
  UPLOADED_ART_PATH,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CatalogCache, Expiring } from '../system/index.ts';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

type Row = Record<string, unknown>;

export type ContentService = ReturnType<typeof createContentService>;

/** News, promotions, FAQ and pages, each text in the asked language or else English. */
export function createContentService({ db, config, cache }: { db: Db; config: Config; cache: CatalogCache }) {
  const cdn = (path: string) => (config.cdnHost ?? '') + path;
  const offset = ({ pageNum, pageSize }: Paging) => (pageNum - 1) * pageSize;

  async function articleRows(lang: Lang, where: SQL, paging?: Paging) {
    const { rows } = await db.execute<
      Row & {
        id: string;
        type: ArticleType;
        published_at: Date;
        title: string;
        summary: string;
        content: string;
        product_slug: string | null;
        image_key: string | null;
      }
    >(sql`
      SELECT a.id, a.type, a.published_at, a.product_slug, a.image_key,
        COALESCE(l.title, e.title, '') AS title, COALESCE(l.summary, e.summary, '') AS summary,
        COALESCE(l.content, e.content, '') AS content
      FROM articles a
      LEFT JOIN article_texts l ON l.article_id = a.id AND l.lang = ${lang}
      LEFT JOIN article_texts e ON e.article_id = a.id AND e.lang = ${FALLBACK_LANG}
      WHERE a.enabled AND a.published_at <= now() AND ${where}
      ORDER BY a.published_at DESC, a.id
      ${paging ? sql`LIMIT ${paging.pageSize} OFFSET ${offset(paging)}` : sql``}`);
    return rows;
  }

  const summary = (row: Awaited<ReturnType<typeof articleRows>>[number]): ArticleSummary => ({
    id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_key ? UPLOADED_ART_PATH + row.image_key : cdn(`/news/${row.id}.svg`),
    publishedAt: new Date(row.published_at).getTime(),
  });

  const ofType = (type?: ArticleType) => (type ? sql`a.type = ${type}` : sql`true`);

  async function total(query: SQL): Promise<number> {
    const { rows } = await db.execute<{ total: number }>(query);
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * When the next article scheduled ahead is published: a list that holds articles is loaded again
   * at that moment, so a scheduled article appears on time by itself (no write marks it).
   */
  async function nextPublication(type?: ArticleType): Promise<number | null> {
    const { rows } = await db.execute<{ at: Date | null }>(sql`
      SELECT min(a.published_at) AS at FROM articles a
      WHERE a.enabled AND a.published_at > now() AND ${ofType(type)}`);
    return rows[0]?.at ? new Date(rows[0].at).getTime() : null;
  }

  /** Content is read on every page and changes rarely: cached under the catalogue version. */
  const cached = <T>(key: unknown[], load: () => Promise<T>) =>
    cache.get(JSON.stringify(['content', ...key]), load);
  /** As `cached`, for what a scheduled article changes: kept until the next publication. */
  const cachedUntilPublication = <T>(key: unknown[], type: ArticleType | undefined, load: () => Promise<T>) =>
    cache.getUntil(JSON.stringify(['content', ...key]), async () => {
      const until = await nextPublication(type);
      return { value: await load(), until };
    });

  return {
    articlePage: (lang: Lang, paging: Paging, type?: ArticleType): Promise<ArticlePage> =>
      cachedUntilPublication(['articles', lang, paging.pageNum, paging.pageSize, type], type, async () => {
        const rows = await articleRows(lang, ofType(type), paging);
        return {
          list: rows.map(summary),
          total: await total(sql`SELECT count(*) AS total FROM articles a
          WHERE a.enabled AND a.published_at <= now() AND ${ofType(type)}`),
          pageNum: paging.pageNum,
          pageSize: paging.pageSize,
        };
      }),

    article: (lang: Lang, id: string): Promise<Article> =>
      cachedUntilPublication(['article', lang, id], undefined, async () => {
        const [row] = await articleRows(lang, sql`a.id = ${id}`);
        if (!row) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
        return { ...summary(row), content: row.content, productId: row.product_slug };
      }),

    /** The newest promotions, for the home page (cached with it), and when the next one is published. */
    async promotions(lang: Lang, count: number): Promise<Expiring<ArticleSummary[]>> {
      const until = await nextPublication('promotion');
      const rows = await articleRows(lang, ofType('promotion'), { pageNum: 1, pageSize: count });
      return { value: rows.map(summary), until };
    },

    faqList: (lang: Lang, paging: Paging, topicId?: string): Promise<FaqList> =>
      cached(['faq', lang, paging.pageNum, paging.pageSize, topicId], async () => {
        const { rows: topics } = await db.execute<{ id: string; name: string }>(sql`
        SELECT t.id, COALESCE(l.name, e.name, t.id) AS name FROM faq_topics t
        LEFT JOIN faq_topic_texts l ON l.topic_id = t.id AND l.lang = ${lang}
        LEFT JOIN faq_topic_texts e ON e.topic_id = t.id AND e.lang = ${FALLBACK_LANG}
        ORDER BY t.sort, t.id`);
        const where = topicId ? sql`f.topic_id = ${topicId}` : sql`true`;
        const list = await faqRows(lang, where, paging);
        return {
          topics,
          list,
          total: await total(sql`SELECT count(*) AS total FROM faq_entries f WHERE f.enabled AND ${where}`),
          pageNum: paging.pageNum,
          pageSize: paging.pageSize,
        };
      }),

    faqEntry: (lang: Lang, id: string): Promise<FaqEntry> =>
      cached(['faqEntry', lang, id], async () => {
        const [entry] = await faqRows(lang, sql`f.id = ${id}`);
        if (!entry) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
        return entry;
      }),

    page: (lang: Lang, key: PageKey): Promise<SitePage> =>
      cached(['page', lang, key], async () => {
        const { rows } = await db.execute<{ title: string; content: string; updated_at: Date }>(sql`
        SELECT p.updated_at, COALESCE(l.title, e.title) AS title, COALESCE(l.content, e.content) AS content
        FROM site_pages p
        LEFT JOIN site_page_texts l ON l.page_key = p.key AND l.lang = ${lang}
        LEFT JOIN site_page_texts e ON e.page_key = p.key AND e.lang = ${FALLBACK_LANG}
        WHERE p.key = ${key}`);
        const row = rows[0];
        if (!row || row.title === null) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
        return { key, title: row.title, content: row.content, updatedAt: new Date(row.updated_at).getTime() };
      }),
  };

  async function faqRows(lang: Lang, where: SQL, paging?: Paging): Promise<FaqEntry[]> {
    const { rows } = await db.execute<FaqEntry & Row>(sql`
      SELECT f.id, f.topic_id AS "topicId",
        COALESCE(l.question, e.question, '') AS question, COALESCE(l.answer, e.answer, '') AS answer
      FROM faq_entries f
      JOIN faq_topics t ON t.id = f.topic_id
      LEFT JOIN faq_entry_texts l ON l.entry_id = f.id AND l.lang = ${lang}
      LEFT JOIN faq_entry_texts e ON e.entry_id = f.id AND e.lang = ${FALLBACK_LANG}
      WHERE f.enabled AND ${where}
      ORDER BY t.sort, f.sort, f.id
      ${paging ? sql`LIMIT ${paging.pageSize} OFFSET ${offset(paging)}` : sql``}`);
    return rows;
  }
}
