import {
  type ArticleListItem,
  type ArticleTexts,
  CONSOLE_ERROR,
  type ConsoleArticle,
  type CreateArticleRequest,
  FALLBACK_LANG,
  type Lang,
  missingLangs,
  type SaveArticleRequest,
  UPLOADED_ART_PATH,
} from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import type { FileService } from '../files/index.ts';
import { articles, articleTexts } from './tables.ts';
import { auditTexts, byLang, isLongText, requireEnglish, stateOf, type ByLang } from './texts.ts';

type CreateInput = z.output<typeof CreateArticleRequest>;
type SaveInput = z.output<typeof SaveArticleRequest>;

/**
 * What content needs of the home page's banners, which the catalogue keeps: given by the
 * composition root, since content comes before the catalogue.
 */
export interface ArticleBanners {
  /** Each article's banner, by article id. */
  of(articleIds: readonly string[]): Promise<Map<string, string>>;
  /** An article's publish time moved: its banners published with it move with it. */
  follow(tx: Tx, articleId: string, from: Date, to: Date): Promise<void>;
}

export type ArticleConsole = ReturnType<typeof createArticleConsole>;

/**
 * News and promotions in the console (issue 15): every save checks, changes and records its audit
 * entry in one transaction; the storefront sees it through the catalogue version its tables raise,
 * and a scheduled one at its publish time (content's cache keeps lists only until then).
 */
export function createArticleConsole({
  db,
  uploads,
  cdnHost,
  banners,
  productExists,
}: {
  db: Db;
  uploads: FileService;
  cdnHost: string | undefined;
  banners: ArticleBanners;
  /** Whether the catalogue has this product (a promotion's Buy button goes to it). */
  productExists: (slug: string) => Promise<boolean>;
}) {
  async function articleRow(tx: Tx | Db, id: string, lock = false) {
    const query = tx.select().from(articles).where(eq(articles.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new DomainError(CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND);
    return row;
  }

  async function textsOf(tx: Tx | Db, id: string): Promise<ByLang<ArticleTexts>> {
    const rows = await tx.select().from(articleTexts).where(eq(articleTexts.articleId, id));
    return byLang(rows, ({ title, summary, content }) => ({ title, summary, content }));
  }

  async function load(id: string): Promise<ConsoleArticle> {
    const [row, texts, bannerOf] = await Promise.all([articleRow(db, id), textsOf(db, id), banners.of([id])]);
    return {
      id: row.id,
      type: row.type,
      publishedAt: row.publishedAt.getTime(),
      enabled: row.enabled,
      state: stateOf(row.enabled, row.publishedAt),
      productSlug: row.productSlug,
      image: row.imageKey ? { key: row.imageKey, url: UPLOADED_ART_PATH + row.imageKey } : null,
      drawnImageUrl: (cdnHost ?? '') + `/news/${row.id}.svg`,
      texts,
      missingLangs: missingLangs(texts),
      bannerId: bannerOf.get(row.id) ?? null,
      revision: row.revision,
      updatedAt: row.updatedAt.getTime(),
    };
  }

  async function saveTexts(tx: Tx, id: string, texts: ByLang<ArticleTexts>): Promise<void> {
    await tx.delete(articleTexts).where(eq(articleTexts.articleId, id));
    const rows = Object.entries(texts).map(([lang, text]) => ({ articleId: id, lang, ...text! }));
    if (rows.length > 0) await tx.insert(articleTexts).values(rows);
  }

  return {
    get: load,

    /** Every article, newest first, titled in `lang` (else English). */
    async list(lang: Lang): Promise<ArticleListItem[]> {
      const { rows } = await db.execute<{
        id: string;
        type: ArticleListItem['type'];
        published_at: Date;
        enabled: boolean;
        title: string | null;
        langs: string[];
      }>(sql`
        SELECT a.id, a.type, a.published_at, a.enabled, COALESCE(l.title, e.title) AS title,
          ARRAY(SELECT t.lang FROM article_texts t WHERE t.article_id = a.id) AS langs
        FROM articles a
        LEFT JOIN article_texts l ON l.article_id = a.id AND l.lang = ${lang}
        LEFT JOIN article_texts e ON e.article_id = a.id AND e.lang = ${FALLBACK_LANG}
        ORDER BY a.published_at DESC, a.id`);
      const bannerOf = await banners.of(rows.map((row) => row.id));
      const now = Date.now();
      return rows.map((row) => {
        const publishedAt = new Date(row.published_at);
        return {
          id: row.id,
          type: row.type,
          title: row.title ?? row.id,
          publishedAt: publishedAt.getTime(),
          enabled: row.enabled,
          state: stateOf(row.enabled, publishedAt, null, now),
          missingLangs: missingLangs(Object.fromEntries(row.langs.map((code) => [code, true]))),
          bannerId: bannerOf.get(row.id) ?? null,
        };
      });
    },

    async create(actor: Actor, input: CreateInput): Promise<ConsoleArticle> {
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(articles)
          .values({ id: input.id, type: input.type, publishedAt: new Date(), enabled: false })
          .onConflictDoNothing()
          .returning({ id: articles.id });
        if (created.length === 0) throw new DomainError(CONSOLE_ERROR.CONTENT_ID_TAKEN);
        await tx
          .insert(articleTexts)
          .values({ articleId: input.id, lang: FALLBACK_LANG, title: input.title, summary: '', content: '' });
        await recordAudit(tx, actor, {
          action: 'article.create',
          subject: `article:${input.id}`,
          after: { type: input.type, 'texts.en.title': input.title, enabled: false },
        });
      });
      return load(input.id);
    },

    async save(actor: Actor, input: SaveInput): Promise<ConsoleArticle> {
      await db.transaction(async (tx) => {
        const row = await articleRow(tx, input.id, true);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        requireEnglish(input.texts);
        if (input.productSlug !== null && input.productSlug !== row.productSlug) {
          if (!(await productExists(input.productSlug))) {
            throw new DomainError(CONSOLE_ERROR.CONTENT_PRODUCT_UNKNOWN, { field: 'productSlug' });
          }
        }
        // An image already on the article may be someone else's upload; a new one must be the caller's.
        if (input.image !== null && input.image !== row.imageKey) {
          await uploads.ensureAttachable(actor.staffId ?? '', [input.image]);
        }
        const publishedAt = new Date(input.publishedAt);
        const diff = auditChanges(
          {
            type: row.type,
            publishedAt: row.publishedAt.toISOString(),
            enabled: row.enabled,
            productSlug: row.productSlug,
            image: row.imageKey,
            ...auditTexts(await textsOf(tx, row.id)),
          },
          {
            type: input.type,
            publishedAt: publishedAt.toISOString(),
            enabled: input.enabled,
            productSlug: input.productSlug,
            image: input.image,
            ...auditTexts(input.texts),
          },
          isLongText,
        );
        if (!diff.changed) return;
        await tx
          .update(articles)
          .set({
            type: input.type,
            publishedAt,
            enabled: input.enabled,
            productSlug: input.productSlug,
            imageKey: input.image,
            revision: row.revision + 1,
            updatedAt: new Date(),
          })
          .where(eq(articles.id, row.id));
        await saveTexts(tx, row.id, input.texts);
        if (publishedAt.getTime() !== row.publishedAt.getTime()) {
          await banners.follow(tx, row.id, row.publishedAt, publishedAt);
        }
        await recordAudit(tx, actor, {
          action: 'article.update',
          subject: `article:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return load(input.id);
    },
  };
}
