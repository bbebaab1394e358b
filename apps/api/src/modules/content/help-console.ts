import {
  CONSOLE_ERROR,
  type ConsoleFaq,
  type ConsolePage,
  type CreateFaqEntryRequest,
  FALLBACK_LANG,
  type FaqEntryTexts,
  type Lang,
  missingLangs,
  PAGE_KEYS,
  type PageKey,
  type PageTexts,
  type SaveFaqEntryRequest,
  type SaveFaqTopicRequest,
  type SavePageRequest,
} from '@storefront/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import { faqEntries, faqEntryTexts, faqTopics, faqTopicTexts, sitePages, sitePageTexts } from './tables.ts';
import { auditTexts, byLang, checkOrder, isLongText, requireEnglish, type ByLang } from './texts.ts';

type TopicInput = z.output<typeof SaveFaqTopicRequest>;
type NewEntryInput = z.output<typeof CreateFaqEntryRequest>;
type EntryInput = z.output<typeof SaveFaqEntryRequest>;
type PageInput = z.output<typeof SavePageRequest>;

export type HelpConsole = ReturnType<typeof createHelpConsole>;

/** The help centre's topics and questions and the policy pages in the console (issue 15). */
export function createHelpConsole({ db }: { db: Db }) {
  async function faq(): Promise<ConsoleFaq> {
    const [topics, topicTexts, entries, entryTexts] = await Promise.all([
      db.select().from(faqTopics).orderBy(asc(faqTopics.sort), asc(faqTopics.id)),
      db.select().from(faqTopicTexts),
      db.select().from(faqEntries).orderBy(asc(faqEntries.sort), asc(faqEntries.id)),
      db.select().from(faqEntryTexts),
    ]);
    return {
      topics: topics.map((topic) => {
        const names = byLang(
          topicTexts.filter((text) => text.topicId === topic.id),
          (text) => text.name,
        );
        return { id: topic.id, sort: topic.sort, names, missingLangs: missingLangs(names) };
      }),
      entries: entries.map((entry) => {
        const texts = byLang(
          entryTexts.filter((text) => text.entryId === entry.id),
          ({ question, answer }) => ({ question, answer }),
        );
        return {
          id: entry.id,
          topicId: entry.topicId,
          sort: entry.sort,
          enabled: entry.enabled,
          texts,
          missingLangs: missingLangs(texts),
          revision: entry.revision,
        };
      }),
    };
  }

  async function topicExists(tx: Tx, id: string): Promise<void> {
    const [topic] = await tx.select({ id: faqTopics.id }).from(faqTopics).where(eq(faqTopics.id, id));
    if (!topic) throw new DomainError(CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND, { field: 'topicId' });
  }

  /** The place after a topic's last question. */
  async function nextEntrySort(tx: Tx, topicId: string): Promise<number> {
    const [last] = await tx
      .select({ sort: sql<number>`COALESCE(max(${faqEntries.sort}), -1)::int` })
      .from(faqEntries)
      .where(eq(faqEntries.topicId, topicId));
    return (last?.sort ?? -1) + 1;
  }

  async function entryTextsOf(tx: Tx, id: string): Promise<ByLang<FaqEntryTexts>> {
    const rows = await tx.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, id));
    return byLang(rows, ({ question, answer }) => ({ question, answer }));
  }

  async function pageTextsOf(tx: Tx | Db, key: PageKey): Promise<ByLang<PageTexts>> {
    const rows = await tx.select().from(sitePageTexts).where(eq(sitePageTexts.pageKey, key));
    return byLang(rows, ({ title, content }) => ({ title, content }));
  }

  async function page(key: PageKey): Promise<ConsolePage> {
    const [[row], texts] = await Promise.all([
      db.select().from(sitePages).where(eq(sitePages.key, key)),
      pageTextsOf(db, key),
    ]);
    return {
      key,
      texts,
      missingLangs: missingLangs(texts),
      // A page the store has no row of yet is saved at revision 1, as a new one.
      revision: row?.revision ?? 1,
      updatedAt: row?.updatedAt.getTime() ?? 0,
    };
  }

  return {
    faq,
    page,

    /** Every page, titled in `lang` (else English). */
    async pages(lang: Lang) {
      const [rows, texts] = await Promise.all([db.select().from(sitePages), db.select().from(sitePageTexts)]);
      return PAGE_KEYS.map((key) => {
        const own = byLang(
          texts.filter((text) => text.pageKey === key),
          (text) => text.title,
        );
        return {
          key,
          title: own[lang] ?? own[FALLBACK_LANG] ?? key,
          missingLangs: missingLangs(own),
          updatedAt: rows.find((row) => row.key === key)?.updatedAt.getTime() ?? 0,
        };
      });
    },

    async saveTopic(actor: Actor, input: TopicInput): Promise<ConsoleFaq> {
      requireEnglish(input.names);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(faqTopics).where(eq(faqTopics.id, input.id)).for('update');
        if (!row) {
          const [last] = await tx
            .select({ sort: sql<number>`COALESCE(max(${faqTopics.sort}), -1)::int` })
            .from(faqTopics);
          await tx.insert(faqTopics).values({ id: input.id, sort: (last?.sort ?? -1) + 1 });
        }
        const before = row
          ? byLang(
              await tx.select().from(faqTopicTexts).where(eq(faqTopicTexts.topicId, input.id)),
              (text) => ({ name: text.name }),
            )
          : {};
        const after = Object.fromEntries(Object.entries(input.names).map(([lang, name]) => [lang, { name }]));
        const diff = auditChanges(auditTexts(before), auditTexts(after));
        if (!diff.changed) return;
        await tx.delete(faqTopicTexts).where(eq(faqTopicTexts.topicId, input.id));
        await tx
          .insert(faqTopicTexts)
          .values(
            Object.entries(input.names).map(([lang, name]) => ({ topicId: input.id, lang, name: name! })),
          );
        await recordAudit(tx, actor, {
          action: row ? 'faq.update' : 'faq.create',
          subject: `faqTopic:${input.id}`,
          before: row ? diff.before : undefined,
          after: diff.after,
        });
      });
      return faq();
    },

    async createEntry(actor: Actor, input: NewEntryInput): Promise<ConsoleFaq> {
      await db.transaction(async (tx) => {
        await topicExists(tx, input.topicId);
        const created = await tx
          .insert(faqEntries)
          .values({ id: input.id, topicId: input.topicId, sort: await nextEntrySort(tx, input.topicId) })
          .onConflictDoNothing()
          .returning({ id: faqEntries.id });
        if (created.length === 0) throw new DomainError(CONSOLE_ERROR.CONTENT_ID_TAKEN);
        await tx
          .insert(faqEntryTexts)
          .values({ entryId: input.id, lang: FALLBACK_LANG, question: input.question, answer: input.answer });
        await recordAudit(tx, actor, {
          action: 'faq.create',
          subject: `faq:${input.id}`,
          after: {
            topicId: input.topicId,
            ...auditChanges(
              {},
              auditTexts({ en: { question: input.question, answer: input.answer } }),
              isLongText,
            ).after,
          },
        });
      });
      return faq();
    },

    async saveEntry(actor: Actor, input: EntryInput): Promise<ConsoleFaq> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, input.id)).for('update');
        if (!row) throw new DomainError(CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        requireEnglish(input.texts);
        if (input.topicId !== row.topicId) await topicExists(tx, input.topicId);
        const diff = auditChanges(
          { topicId: row.topicId, enabled: row.enabled, ...auditTexts(await entryTextsOf(tx, row.id)) },
          { topicId: input.topicId, enabled: input.enabled, ...auditTexts(input.texts) },
          isLongText,
        );
        if (!diff.changed) return;
        await tx
          .update(faqEntries)
          .set({
            topicId: input.topicId,
            enabled: input.enabled,
            // Moved to another topic: last in it.
            sort: input.topicId === row.topicId ? row.sort : await nextEntrySort(tx, input.topicId),
            revision: row.revision + 1,
          })
          .where(eq(faqEntries.id, row.id));
        await tx.delete(faqEntryTexts).where(eq(faqEntryTexts.entryId, row.id));
        await tx
          .insert(faqEntryTexts)
          .values(Object.entries(input.texts).map(([lang, text]) => ({ entryId: row.id, lang, ...text! })));
        await recordAudit(tx, actor, {
          action: 'faq.update',
          subject: `faq:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return faq();
    },

    async reorder(actor: Actor, ids: string[], topicId?: string): Promise<ConsoleFaq> {
      await db.transaction(async (tx) => {
        const rows = topicId
          ? await tx
              .select({ id: faqEntries.id, sort: faqEntries.sort })
              .from(faqEntries)
              .where(eq(faqEntries.topicId, topicId))
              .for('update')
          : await tx.select({ id: faqTopics.id, sort: faqTopics.sort }).from(faqTopics).for('update');
        if (topicId) await topicExists(tx, topicId);
        checkOrder(
          rows.map((row) => row.id),
          ids,
        );
        const moved = rows.filter((row) => row.sort !== ids.indexOf(row.id));
        if (moved.length === 0) return;
        const table = topicId ? faqEntries : faqTopics;
        for (const row of moved) {
          await tx
            .update(table)
            .set({ sort: ids.indexOf(row.id) })
            .where(eq(table.id, row.id));
        }
        await recordAudit(tx, actor, {
          action: 'faq.update',
          subject: topicId ? `faqTopic:${topicId}` : 'faqTopics',
          before: { order: [...rows].sort((a, b) => a.sort - b.sort).map((row) => row.id) },
          after: { order: ids },
        });
      });
      return faq();
    },

    async savePage(actor: Actor, input: PageInput): Promise<ConsolePage> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(sitePages).where(eq(sitePages.key, input.key)).for('update');
        if ((row?.revision ?? 1) !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        requireEnglish(input.texts);
        const diff = auditChanges(
          auditTexts(await pageTextsOf(tx, input.key)),
          auditTexts(input.texts),
          isLongText,
        );
        if (!diff.changed) return;
        if (row) {
          await tx
            .update(sitePages)
            .set({ revision: row.revision + 1, updatedAt: new Date() })
            .where(eq(sitePages.key, input.key));
        } else {
          await tx.insert(sitePages).values({ key: input.key, revision: 2 });
        }
        await tx.delete(sitePageTexts).where(eq(sitePageTexts.pageKey, input.key));
        await tx
          .insert(sitePageTexts)
          .values(
            Object.entries(input.texts).map(([lang, text]) => ({ pageKey: input.key, lang, ...text! })),
          );
        await recordAudit(tx, actor, {
          action: 'page.update',
          subject: `page:${input.key}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return page(input.key);
    },
  };
}
