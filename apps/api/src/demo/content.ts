import { LANGS, PAGE_KEYS } from '@storefront/contracts';
import type { Tx } from '../platform/db/client.ts';
import { DEMO_ARTICLES, DEMO_CONTENT, DEMO_FAQ, DEMO_FAQ_TOPICS } from './content-texts.ts';
import {
  articles,
  articleTexts,
  faqEntries,
  faqEntryTexts,
  faqTopics,
  faqTopicTexts,
  sitePages,
  sitePageTexts,
} from '../modules/content/tables.ts';

/** The demo news, FAQ and pages in all twelve languages; existing rows are left alone. */
export async function loadContentDemoData(tx: Tx): Promise<void> {
  await tx
    .insert(articles)
    .values(DEMO_ARTICLES.map((article) => ({ ...article, publishedAt: new Date(article.publishedAt) })))
    .onConflictDoNothing();
  await tx
    .insert(articleTexts)
    .values(
      DEMO_ARTICLES.flatMap(({ id }) =>
        LANGS.map((lang) => {
          const [title, summary, rest] = DEMO_CONTENT[lang].articles[id];
          return { articleId: id, lang, title, summary, content: `${summary}\n\n${rest}` };
        }),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(faqTopics)
    .values(DEMO_FAQ_TOPICS.map((id, index) => ({ id, sort: (index + 1) * 10 })))
    .onConflictDoNothing();
  await tx
    .insert(faqTopicTexts)
    .values(
      DEMO_FAQ_TOPICS.flatMap((topicId) =>
        LANGS.map((lang) => ({ topicId, lang, name: DEMO_CONTENT[lang].topics[topicId] })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(faqEntries)
    .values(DEMO_FAQ.map((entry, index) => ({ ...entry, sort: (index + 1) * 10 })))
    .onConflictDoNothing();
  await tx
    .insert(faqEntryTexts)
    .values(
      DEMO_FAQ.flatMap(({ id }) =>
        LANGS.map((lang) => {
          const [question, answer] = DEMO_CONTENT[lang].faq[id];
          return { entryId: id, lang, question, answer };
        }),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(sitePages)
    .values(PAGE_KEYS.map((key) => ({ key })))
    .onConflictDoNothing();
  await tx
    .insert(sitePageTexts)
    .values(
      PAGE_KEYS.flatMap((pageKey) =>
        LANGS.map((lang) => {
          const [title, content] = DEMO_CONTENT[lang].pages[pageKey];
          return { pageKey, lang, title, content };
        }),
      ),
    )
    .onConflictDoNothing();
}
