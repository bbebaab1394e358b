import { z } from 'zod';
import { ProductSlug } from './catalog.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { ArticleType, ContentId, PageKey } from './content.ts';
import { ERROR } from './errors.ts';
import { FileKey } from './files.ts';
import { LANGS } from './locale.ts';
import { OWNER_OPERATOR } from './staff.ts';

/**
 * The console's content (issue 15, "Content and site settings"): news and promotions with their
 * banners, the help centre's topics and questions, and the policy pages, in all twelve languages.
 * `POST /api/admin/content/<name>`, for owners and operators (an agent is answered -1340).
 *
 * Texts are kept per language; English is required, and a language without its own texts shows
 * the English ones on the storefront. Articles and banners are shown from their publish time on
 * (a banner until its end, when it has one): a time ahead schedules them, and they appear by
 * themselves at that moment. Every save carries the `revision` it was loaded at (-1349 when stale).
 */
const LangCode = z.enum(LANGS);
const Line = (max: number) => z.string().trim().max(max);
/** Epoch milliseconds. */
const Moment = z
  .number()
  .int()
  .min(0)
  .max(8_640_000_000_000 - 1);
const Revision = z.number().int().min(1);
/** A new article's, banner's, topic's or question's id: it is the article's URL (`/news/<id>`). */
export const NewContentId = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** An uploaded image (from `file/confirm`) and where the storefront shows it. */
export const UploadedImage = z.object({ key: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
/** Whether customers see it now: shown, scheduled (its time is ahead), ended (a banner's end passed) or off. */
export const ContentState = z.enum(['shown', 'scheduled', 'ended', 'disabled']);
export type ContentState = z.infer<typeof ContentState>;

/** Texts are plain text: paragraphs separated by a blank line (see Article.content). */
export const ArticleTexts = z.object({
  title: Line(200).min(1),
  summary: Line(500).default(''),
  content: Line(20_000).default(''),
});
export type ArticleTexts = z.infer<typeof ArticleTexts>;

export const ConsoleArticle = z.object({
  id: z.string(),
  type: ArticleType,
  publishedAt: z.number().int(),
  enabled: z.boolean(),
  state: ContentState,
  /** The product a promotion sells (its page's Buy button), else null. */
  productSlug: z.string().nullable(),
  image: UploadedImage.nullable(),
  /** The store's drawn cover, shown when no image is uploaded. */
  drawnImageUrl: z.string(),
  texts: z.partialRecord(LangCode, ArticleTexts),
  missingLangs: z.array(LangCode),
  /** The article's banner on the home page, if it has one. */
  bannerId: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleArticle = z.infer<typeof ConsoleArticle>;

export const ArticleListItem = z.object({
  id: z.string(),
  type: ArticleType,
  /** In the `Lang` language, else English. */
  title: z.string(),
  publishedAt: z.number().int(),
  enabled: z.boolean(),
  state: ContentState,
  missingLangs: z.array(LangCode),
  bannerId: z.string().nullable(),
});
export type ArticleListItem = z.infer<typeof ArticleListItem>;
export const ArticleList = z.object({ list: z.array(ArticleListItem) });
export type ArticleList = z.infer<typeof ArticleList>;

export const ContentEmpty = z.object({});
export const ArticleRef = z.object({ id: ContentId });
export type ArticleRef = z.input<typeof ArticleRef>;

/** A new article starts hidden, with its English title, published now: edited, then shown. */
export const CreateArticleRequest = z.object({
  id: NewContentId,
  type: ArticleType,
  title: Line(200).min(1),
});
export type CreateArticleRequest = z.input<typeof CreateArticleRequest>;

export const SaveArticleRequest = z.object({
  id: ContentId,
  revision: Revision,
  type: ArticleType,
  publishedAt: Moment,
  enabled: z.boolean(),
  productSlug: ProductSlug.nullable(),
  /** A file key from `file/confirm`, or null for the drawn cover. */
  image: FileKey.nullable(),
  texts: z.partialRecord(LangCode, ArticleTexts),
});
export type SaveArticleRequest = z.input<typeof SaveArticleRequest>;

export const BannerTexts = z.object({ title: Line(120).min(1), subtitle: Line(200).default('') });
export type BannerTexts = z.infer<typeof BannerTexts>;

/**
 * A store path without the language prefix: `/news/<id>`, `/gameBuy/<slug>`. One leading slash only:
 * `//other.site/x` is another site's address.
 */
const StorePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/);

export const ConsoleBanner = z.object({
  id: z.string(),
  /** The article it announces; its link is then the article's page. */
  articleId: z.string().nullable(),
  link: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  publishedAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  state: ContentState,
  image: UploadedImage.nullable(),
  drawnImageUrl: z.string(),
  texts: z.partialRecord(LangCode, BannerTexts),
  missingLangs: z.array(LangCode),
  revision: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof ConsoleBanner>;

export const BannerListItem = ConsoleBanner.omit({ texts: true, drawnImageUrl: true }).extend({
  /** In the `Lang` language, else English. */
  title: z.string(),
  imageUrl: z.string(),
});
export type BannerListItem = z.infer<typeof BannerListItem>;
export const BannerList = z.object({ list: z.array(BannerListItem) });
export type BannerList = z.infer<typeof BannerList>;

export const BannerRef = z.object({ id: ContentId });
export type BannerRef = z.input<typeof BannerRef>;

/**
 * A new banner, hidden, last in the order. For an article: its texts are the article's titles and
 * summaries and it is published with the article (and moves with it while their times agree).
 */
export const CreateBannerRequest = z.object({
  id: NewContentId,
  articleId: ContentId.nullable(),
  /** Required without an article. */
  title: Line(120).optional(),
});
export type CreateBannerRequest = z.input<typeof CreateBannerRequest>;

export const SaveBannerRequest = z.object({
  id: ContentId,
  revision: Revision,
  articleId: ContentId.nullable(),
  /** Ignored for an article's banner (its link is the article's page). */
  link: StorePath,
  enabled: z.boolean(),
  publishedAt: Moment,
  endsAt: Moment.nullable(),
  image: FileKey.nullable(),
  texts: z.partialRecord(LangCode, BannerTexts),
});
export type SaveBannerRequest = z.input<typeof SaveBannerRequest>;

export const ReorderBannersRequest = z.object({ ids: z.array(ContentId).min(1).max(1000) });
export type ReorderBannersRequest = z.input<typeof ReorderBannersRequest>;

export const FaqEntryTexts = z.object({ question: Line(300).min(1), answer: Line(10_000).min(1) });
export type FaqEntryTexts = z.infer<typeof FaqEntryTexts>;
export const FaqTopicTexts = z.object({ name: Line(80).min(1) });

export const ConsoleFaqTopic = z.object({
  id: z.string(),
  sort: z.number().int(),
  names: z.partialRecord(LangCode, z.string()),
  missingLangs: z.array(LangCode),
});
export type ConsoleFaqTopic = z.infer<typeof ConsoleFaqTopic>;

export const ConsoleFaqEntry = z.object({
  id: z.string(),
  topicId: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  texts: z.partialRecord(LangCode, FaqEntryTexts),
  missingLangs: z.array(LangCode),
  revision: z.number().int(),
});
export type ConsoleFaqEntry = z.infer<typeof ConsoleFaqEntry>;

/** The help centre: topics in order, each question in its topic's order. */
export const ConsoleFaq = z.object({ topics: z.array(ConsoleFaqTopic), entries: z.array(ConsoleFaqEntry) });
export type ConsoleFaq = z.infer<typeof ConsoleFaq>;

/** A new topic when `id` is unknown, else its names; last in the order when new. */
export const SaveFaqTopicRequest = z.object({
  id: NewContentId,
  names: z.partialRecord(LangCode, Line(80).min(1)),
});
export type SaveFaqTopicRequest = z.input<typeof SaveFaqTopicRequest>;

export const CreateFaqEntryRequest = z.object({
  id: NewContentId,
  topicId: ContentId,
  question: Line(300).min(1),
  answer: Line(10_000).min(1),
});
export type CreateFaqEntryRequest = z.input<typeof CreateFaqEntryRequest>;

export const SaveFaqEntryRequest = z.object({
  id: ContentId,
  revision: Revision,
  topicId: ContentId,
  enabled: z.boolean(),
  texts: z.partialRecord(LangCode, FaqEntryTexts),
});
export type SaveFaqEntryRequest = z.input<typeof SaveFaqEntryRequest>;

/** The topics' order (`topicId` absent), or one topic's questions' order: every one once. */
export const ReorderFaqRequest = z.object({
  topicId: ContentId.optional(),
  ids: z.array(ContentId).min(1).max(1000),
});
export type ReorderFaqRequest = z.input<typeof ReorderFaqRequest>;

export const PageTexts = z.object({ title: Line(200).min(1), content: Line(100_000).min(1) });
export type PageTexts = z.infer<typeof PageTexts>;

export const ConsolePage = z.object({
  key: PageKey,
  texts: z.partialRecord(LangCode, PageTexts),
  missingLangs: z.array(LangCode),
  revision: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsolePage = z.infer<typeof ConsolePage>;

export const PageListItem = z.object({
  key: PageKey,
  /** In the `Lang` language, else English. */
  title: z.string(),
  missingLangs: z.array(LangCode),
  updatedAt: z.number().int(),
});
export const PageList = z.object({ list: z.array(PageListItem) });
export type PageList = z.infer<typeof PageList>;
export const ConsolePageRef = z.object({ key: PageKey });

export const SavePageRequest = z.object({
  key: PageKey,
  revision: Revision,
  texts: z.partialRecord(LangCode, PageTexts),
});
export type SavePageRequest = z.input<typeof SavePageRequest>;

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;

export const contentCalls = {
  'content/articles': {
    request: ContentEmpty,
    data: ArticleList,
    roles: OWNER_OPERATOR,
    summary: 'Every news article and promotion, newest first, shown, scheduled or hidden',
    errors: [...REFUSED],
  },
  'content/article': {
    request: ArticleRef,
    data: ConsoleArticle,
    roles: OWNER_OPERATOR,
    summary: 'One article whole: texts per language, publish time, cover, product and revision',
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND],
  },
  'content/createArticle': {
    request: CreateArticleRequest,
    data: ConsoleArticle,
    roles: OWNER_OPERATOR,
    summary: 'A new news article or promotion, hidden, with its English title',
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_ID_TAKEN],
  },
  'content/saveArticle': {
    request: SaveArticleRequest,
    data: ConsoleArticle,
    roles: OWNER_OPERATOR,
    summary: 'Save an article as loaded at `revision` (-1349 when someone saved it meanwhile)',
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
      CONSOLE_ERROR.CONTENT_PRODUCT_UNKNOWN,
      ERROR.FILE_NOT_FOUND,
    ],
  },
  'content/banners': {
    request: ContentEmpty,
    data: BannerList,
    roles: OWNER_OPERATOR,
    summary: "The home page's banners in their order, shown, scheduled, ended or hidden",
    errors: [...REFUSED],
  },
  'content/banner': {
    request: BannerRef,
    data: ConsoleBanner,
    roles: OWNER_OPERATOR,
    summary: 'One banner whole',
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_BANNER_NOT_FOUND],
  },
  'content/createBanner': {
    request: CreateBannerRequest,
    data: ConsoleBanner,
    roles: OWNER_OPERATOR,
    summary: "A new banner, hidden, last; an article's takes its texts and publish time",
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.CONTENT_ID_TAKEN,
      CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND,
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
    ],
  },
  'content/saveBanner': {
    request: SaveBannerRequest,
    data: ConsoleBanner,
    roles: OWNER_OPERATOR,
    summary: 'Save a banner as loaded at `revision` (-1349 when stale)',
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.CONTENT_BANNER_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
      CONSOLE_ERROR.CONTENT_ARTICLE_NOT_FOUND,
      CONSOLE_ERROR.CONTENT_BANNER_WINDOW,
      ERROR.FILE_NOT_FOUND,
    ],
  },
  'content/reorderBanners': {
    request: ReorderBannersRequest,
    data: BannerList,
    roles: OWNER_OPERATOR,
    summary: 'Put the banners in this order (every banner once)',
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_ORDER_MISMATCH],
  },
  'content/faq': {
    request: ContentEmpty,
    data: ConsoleFaq,
    roles: OWNER_OPERATOR,
    summary: "The help centre's topics and questions, in order, with every language's texts",
    errors: [...REFUSED],
  },
  'content/saveFaqTopic': {
    request: SaveFaqTopicRequest,
    data: ConsoleFaq,
    roles: OWNER_OPERATOR,
    summary: "A new topic, or a topic's names (English required)",
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED],
  },
  'content/createFaqEntry': {
    request: CreateFaqEntryRequest,
    data: ConsoleFaq,
    roles: OWNER_OPERATOR,
    summary: 'A new question with its English answer, shown, last in its topic',
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_ID_TAKEN, CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND],
  },
  'content/saveFaqEntry': {
    request: SaveFaqEntryRequest,
    data: ConsoleFaq,
    roles: OWNER_OPERATOR,
    summary: 'Save a question as loaded at `revision` (-1349 when stale)',
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
    ],
  },
  'content/reorderFaq': {
    request: ReorderFaqRequest,
    data: ConsoleFaq,
    roles: OWNER_OPERATOR,
    summary: "Put the topics, or one topic's questions, in this order",
    errors: [...REFUSED, CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND, CONSOLE_ERROR.CONTENT_ORDER_MISMATCH],
  },
  'content/pages': {
    request: ContentEmpty,
    data: PageList,
    roles: OWNER_OPERATOR,
    summary: 'The policy pages and About us',
    errors: [...REFUSED],
  },
  'content/page': {
    request: ConsolePageRef,
    data: ConsolePage,
    roles: OWNER_OPERATOR,
    summary: "One page's texts per language and its revision",
    errors: [...REFUSED],
  },
  'content/savePage': {
    request: SavePageRequest,
    data: ConsolePage,
    roles: OWNER_OPERATOR,
    summary: 'Save a page as loaded at `revision` (-1349 when stale)',
    errors: [...REFUSED, CONSOLE_ERROR.STAFF_STALE_SAVE, CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED],
  },
} as const;
