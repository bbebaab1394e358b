import {
  type BannerListItem,
  type BannerTexts,
  CONSOLE_ERROR,
  type ConsoleBanner,
  type CreateBannerRequest,
  FALLBACK_LANG,
  type Lang,
  missingLangs,
  type SaveBannerRequest,
  UPLOADED_ART_PATH,
} from '@storefront/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import { auditTexts, byLang, checkOrder, requireEnglish, stateOf, type ByLang } from '../content/index.ts';
import { articles, articleTexts } from '../content/tables.ts';
import type { FileService } from '../files/index.ts';
import { bannerImageUrl } from './art.ts';
import { banners, bannerTexts } from './tables.ts';

type CreateInput = z.output<typeof CreateBannerRequest>;
type SaveInput = z.output<typeof SaveBannerRequest>;
type BannerRow = typeof banners.$inferSelect;

/** An article's page, the link of its banner (without the language prefix). */
const articleLink = (articleId: string) => `/news/${articleId}`;

export type BannerConsole = ReturnType<typeof createBannerConsole>;

/**
 * The home page's banners in the console (issue 15). Each is shown from its publish time until
 * its end; the home answer is kept only until the next such moment, so a scheduled banner appears
 * on time by itself.
 */
export function createBannerConsole({
  db,
  uploads,
  cdnHost,
}: {
  db: Db;
  uploads: FileService;
  cdnHost: string | undefined;
}) {
  async function bannerRow(tx: Tx | Db, id: string, lock = false) {
    const query = tx.select().from(banners).where(eq(banners.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new DomainError(CONSOLE_ERROR.CONTENT_BANNER_NOT_FOUND);
    return row;
  }

  async function textsOf(tx: Tx | Db, id: string): Promise<ByLang<BannerTexts>> {
    const rows = await tx.select().from(bannerTexts).where(eq(bannerTexts.bannerId, id));
    return byLang(rows, ({ title, subtitle }) => ({ title, subtitle }));
  }

  const common = (row: BannerRow, now = Date.now()) => ({
    id: row.id,
    articleId: row.articleId,
    link: row.link,
    enabled: row.enabled,
    sort: row.sort,
    publishedAt: row.publishedAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    state: stateOf(row.enabled, row.publishedAt, row.endsAt, now),
    image: row.imageKey ? { key: row.imageKey, url: UPLOADED_ART_PATH + row.imageKey } : null,
    revision: row.revision,
  });

  async function load(id: string): Promise<ConsoleBanner> {
    const [row, texts] = await Promise.all([bannerRow(db, id), textsOf(db, id)]);
    return {
      ...common(row),
      drawnImageUrl: bannerImageUrl(cdnHost, row.id, null),
      texts,
      missingLangs: missingLangs(texts),
    };
  }

  async function list(lang: Lang): Promise<BannerListItem[]> {
    const [rows, texts] = await Promise.all([
      db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
      db.select().from(bannerTexts),
    ]);
    const now = Date.now();
    return rows.map((row) => {
      const own = byLang(
        texts.filter((text) => text.bannerId === row.id),
        (text) => text.title,
      );
      return {
        ...common(row, now),
        title: own[lang] ?? own[FALLBACK_LANG] ?? row.id,
        imageUrl: bannerImageUrl(cdnHost, row.id, row.imageKey),
        missingLangs: missingLangs(own),
      };
    });
  }

  async function articleExists(tx: Tx, id: string) {
    const [row] = await tx
      .select({ id: articles.id, publishedAt: articles.publishedAt })
      .from(articles)
      .where(eq(articles.id, id));
    if (!row) throw new DomainError(CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND, { field: 'articleId' });
    return row;
  }

  return {
    get: load,
    list,

    /** Each article's first banner, by article id (content's ArticleBanners). */
    async of(articleIds: readonly string[]): Promise<Map<string, string>> {
      if (articleIds.length === 0) return new Map();
      const rows = await db
        .select({ id: banners.id, articleId: banners.articleId })
        .from(banners)
        .where(inArray(banners.articleId, [...articleIds]))
        .orderBy(asc(banners.sort), asc(banners.id));
      const byArticle = new Map<string, string>();
      for (const row of rows) if (!byArticle.has(row.articleId!)) byArticle.set(row.articleId!, row.id);
      return byArticle;
    },

    /** Banners published with their article move with it (content's ArticleBanners). */
    async follow(tx: Tx, articleId: string, from: Date, to: Date): Promise<void> {
      await tx
        .update(banners)
        .set({ publishedAt: to, revision: sql`${banners.revision} + 1` })
        .where(and(eq(banners.articleId, articleId), eq(banners.publishedAt, from)));
    },

    async create(actor: Actor, input: CreateInput): Promise<ConsoleBanner> {
      await db.transaction(async (tx) => {
        const article = input.articleId ? await articleExists(tx, input.articleId) : undefined;
        const texts: ByLang<BannerTexts> = article
          ? byLang(
              await tx.select().from(articleTexts).where(eq(articleTexts.articleId, article.id)),
              ({ title, summary }) => ({ title: title.slice(0, 120), subtitle: summary.slice(0, 200) }),
            )
          : input.title
            ? { en: { title: input.title, subtitle: '' } }
            : {};
        requireEnglish(texts);
        const [last] = await tx
          .select({ sort: sql<number>`COALESCE(max(${banners.sort}), -1)::int` })
          .from(banners);
        const created = await tx
          .insert(banners)
          .values({
            id: input.id,
            link: article ? articleLink(article.id) : '/',
            sort: (last?.sort ?? -1) + 1,
            enabled: false,
            publishedAt: article?.publishedAt ?? new Date(),
            articleId: article?.id ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: banners.id });
        if (created.length === 0) throw new DomainError(CONSOLE_ERROR.CONTENT_ID_TAKEN);
        await tx
          .insert(bannerTexts)
          .values(Object.entries(texts).map(([lang, text]) => ({ bannerId: input.id, lang, ...text! })));
        await recordAudit(tx, actor, {
          action: 'banner.create',
          subject: `banner:${input.id}`,
          after: { articleId: article?.id ?? null, enabled: false, ...auditTexts({ en: texts.en! }) },
        });
      });
      return load(input.id);
    },

    async save(actor: Actor, input: SaveInput): Promise<ConsoleBanner> {
      await db.transaction(async (tx) => {
        const row = await bannerRow(tx, input.id, true);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        requireEnglish(input.texts);
        if (input.endsAt !== null && input.endsAt <= input.publishedAt) {
          throw new DomainError(CONSOLE_ERROR.CONTENT_BANNER_WINDOW, { field: 'endsAt' });
        }
        if (input.articleId !== null && input.articleId !== row.articleId) {
          await articleExists(tx, input.articleId);
        }
        if (input.image !== null && input.image !== row.imageKey) {
          await uploads.ensureAttachable(actor.staffId ?? '', [input.image]);
        }
        const link = input.articleId ? articleLink(input.articleId) : input.link;
        const publishedAt = new Date(input.publishedAt);
        const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
        const diff = auditChanges(
          {
            articleId: row.articleId,
            link: row.link,
            enabled: row.enabled,
            publishedAt: row.publishedAt.toISOString(),
            endsAt: row.endsAt?.toISOString() ?? null,
            image: row.imageKey,
            ...auditTexts(await textsOf(tx, row.id)),
          },
          {
            articleId: input.articleId,
            link,
            enabled: input.enabled,
            publishedAt: publishedAt.toISOString(),
            endsAt: endsAt?.toISOString() ?? null,
            image: input.image,
            ...auditTexts(input.texts),
          },
        );
        if (!diff.changed) return;
        await tx
          .update(banners)
          .set({
            articleId: input.articleId,
            link,
            enabled: input.enabled,
            publishedAt,
            endsAt,
            imageKey: input.image,
            revision: row.revision + 1,
          })
          .where(eq(banners.id, row.id));
        await tx.delete(bannerTexts).where(eq(bannerTexts.bannerId, row.id));
        await tx
          .insert(bannerTexts)
          .values(Object.entries(input.texts).map(([lang, text]) => ({ bannerId: row.id, lang, ...text! })));
        await recordAudit(tx, actor, {
          action: 'banner.update',
          subject: `banner:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return load(input.id);
    },

    async reorder(actor: Actor, ids: string[], lang: Lang): Promise<BannerListItem[]> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: banners.id, sort: banners.sort })
          .from(banners)
          .orderBy(asc(banners.sort), asc(banners.id))
          .for('update');
        checkOrder(
          rows.map((row) => row.id),
          ids,
        );
        const moved = rows.filter((row) => row.sort !== ids.indexOf(row.id));
        if (moved.length === 0) return;
        for (const row of moved) {
          await tx
            .update(banners)
            .set({ sort: ids.indexOf(row.id) })
            .where(eq(banners.id, row.id));
        }
        await recordAudit(tx, actor, {
          action: 'banner.update',
          subject: 'banners',
          before: { order: rows.map((row) => row.id) },
          after: { order: ids },
        });
      });
      return list(lang);
    },
  };
}
