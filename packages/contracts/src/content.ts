import { z } from 'zod';

/** Paging of lists that grow: pages count from 1. */
export const PageRequest = z.object({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A content id: letters, digits and hyphens (it is the `{newDetail}` of the news URL). */
export const ContentId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ArticleType = z.enum(['news', 'promotion']);
export type ArticleType = z.infer<typeof ArticleType>;

/** Texts are in the `Lang` language, else English. */
export const ArticleSummary = z.object({
  id: z.string(),
  type: ArticleType,
  title: z.string(),
  summary: z.string(),
  /** `/news/<id>.svg` (800×450), with the CDN host when set. */
  imageUrl: z.string(),
  /** Epoch milliseconds. */
  publishedAt: z.number().int(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** `article/pageListBy`: published articles, newest first, of one type or both. */
export const ArticlePageListRequest = PageRequest.extend({ type: ArticleType.optional() });
export type ArticlePageListRequest = z.input<typeof ArticlePageListRequest>;
export const ArticlePage = pageOf(ArticleSummary);
export type ArticlePage = z.infer<typeof ArticlePage>;

/** `article/get`: -1130 for an unknown or unpublished article. */
export const ArticleGetRequest = z.object({ id: ContentId });

/**
 * `content` is plain text: paragraphs separated by a blank line. Never HTML, so the web renders it
 * as text and no operator input can inject markup.
 */
export const Article = ArticleSummary.extend({
  content: z.string(),
  /** The product a promotion sells (its page links to it), else null. */
  productId: z.string().nullable(),
});
export type Article = z.infer<typeof Article>;

export const FaqTopic = z.object({ id: z.string(), name: z.string() });
export type FaqTopic = z.infer<typeof FaqTopic>;

export const FaqEntry = z.object({
  id: z.string(),
  topicId: z.string(),
  question: z.string(),
  /** Plain text, paragraphs separated by a blank line (as Article.content). */
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

/** `faq/listBy`: the topics (help centre tabs) and a page of entries, of one topic or all. */
export const FaqListRequest = PageRequest.extend({ topicId: ContentId.optional() });
export type FaqListRequest = z.input<typeof FaqListRequest>;
export const FaqList = pageOf(FaqEntry).extend({ topics: z.array(FaqTopic) });
export type FaqList = z.infer<typeof FaqList>;

/** `faq/getByClient`: one entry (the helpDetail page); -1130 when unknown. */
export const FaqGetRequest = z.object({ id: ContentId });

export const PAGE_KEYS = ['privacy', 'terms', 'refund', 'cookie', 'about'] as const;
export const PageKey = z.enum(PAGE_KEYS);
export type PageKey = z.infer<typeof PageKey>;

/** `page/get`: a policy page or About us. */
export const PageGetRequest = z.object({ key: PageKey });
export const SitePage = z.object({
  key: PageKey,
  title: z.string(),
  /**
   * Plain text in blocks separated by a blank line; a block may open with a "## " heading line,
   * and lines starting with "- " are list items. Never markup.
   */
  content: z.string(),
  /** Epoch milliseconds of the last change. */
  updatedAt: z.number().int(),
});
export type SitePage = z.infer<typeof SitePage>;

export const SiteInfoRequest = z.object({});

/**
 * `system/siteInfo`: the site theme data (spec section 3) and support contacts for the head,
 * footer and help centre, in the `Lang` language. `cdnHost` is prefixed to stored image paths
 * ('' when images are served by the web itself).
 */
export const SiteInfo = z.object({
  /** The store's name: the header's logo and every page title say it. */
  storeName: z.string(),
  /** The uploaded logo (`/api/catalog/art/<key>`); null: the store's built-in mark. */
  logoUrl: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  resourcePath: z.string(),
  legalLine: z.string(),
  officeAddress: z.string(),
  supportEmail: z.string(),
  /** Null when the store lists no phone. */
  supportPhone: z.string().nullable(),
  messenger: z.object({ name: z.string(), url: z.string() }),
  cdnHost: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const YandexTagInfoRequest = z.object({});
/** `system/yandexTagInfo`: the Yandex Metrica counter id from site settings; null when none. */
export const YandexTagInfo = z.object({ tagId: z.string().nullable() });
export type YandexTagInfo = z.infer<typeof YandexTagInfo>;
