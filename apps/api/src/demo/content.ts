import { LANGS, PAGE_KEYS, type PageKey } from '@storefront/contracts';
import { and, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { DEMO_ARTICLES, DEMO_CONTENT, DEMO_FAQ, DEMO_FAQ_TOPICS } from './content-texts.ts';
import { DEMO_POLICIES, POLICIES_UPDATED_AT, POLICY_KEYS, type PolicyKey } from './policies/index.ts';
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
import { demoDataLoads } from './tables.ts';

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
    .values(PAGE_KEYS.map((key) => ({ key, ...(isPolicy(key) ? { updatedAt: POLICIES_UPDATED_AT } : {}) })))
    .onConflictDoNothing();
  await tx
    .insert(sitePageTexts)
    .values(
      PAGE_KEYS.flatMap((pageKey) =>
        LANGS.map((lang) => {
          const [title, content] = isPolicy(pageKey)
            ? DEMO_POLICIES[lang][pageKey]
            : DEMO_CONTENT[lang].pages[pageKey];
          return { pageKey, lang, title, content };
        }),
      ),
    )
    .onConflictDoNothing();
  await replaceOlderPolicies(tx);
}

function isPolicy(key: PageKey): key is PolicyKey {
  return (POLICY_KEYS as readonly PageKey[]).includes(key);
}

/**
 * A demo database loaded by an earlier demo version holds that version's documents: the newer ones
 * replace them, unless the page changed after that load (an operator's text stays as it is). The
 * earlier load wrote its pages in its own transaction, so their updated_at is that load's time.
 */
async function replaceOlderPolicies(tx: Tx): Promise<void> {
  const [earlier] = await tx
    .select({ at: max(demoDataLoads.loadedAt) })
    .from(demoDataLoads)
    .where(lt(demoDataLoads.loadedAt, sql`now()`));
  if (!earlier?.at) return;
  const unchanged = await tx
    .update(sitePages)
    .set({ updatedAt: POLICIES_UPDATED_AT })
    .where(and(inArray(sitePages.key, [...POLICY_KEYS]), lte(sitePages.updatedAt, earlier.at)))
    .returning({ key: sitePages.key });
  for (const { key } of unchanged) {
    if (!isPolicy(key as PageKey)) continue;
    for (const lang of LANGS) {
      const [title, content] = DEMO_POLICIES[lang][key as PolicyKey];
      await tx
        .insert(sitePageTexts)
        .values({ pageKey: key, lang, title, content })
        .onConflictDoUpdate({ target: [sitePageTexts.pageKey, sitePageTexts.lang], set: { title, content } });
    }
  }
}
