import {
  CONSOLE_ERROR,
  type ConsoleSiteSettings,
  missingLangs,
  type SaveSiteSettingsRequest,
  type SiteTextsInput,
  UPLOADED_ART_PATH,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import type { FileService } from '../files/index.ts';
import { siteSettings, siteTexts } from '../system/tables.ts';
import { auditTexts, byLang, requireEnglish, type ByLang } from './texts.ts';

type SaveInput = z.output<typeof SaveSiteSettingsRequest>;

export type SiteConsole = ReturnType<typeof createSiteConsole>;

/**
 * The store's settings in one place (issue 15), for owners. The storefront reads them through
 * `system/siteInfo`, cached under the catalogue version that these tables raise.
 */
export function createSiteConsole({ db, uploads }: { db: Db; uploads: FileService }) {
  async function settingsRow(tx: Tx | Db, lock = false) {
    const query = tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
    const [row] = await (lock ? query.for('update') : query);
    // The store is set up with its settings (the seed or the demo data): none is a broken store.
    if (!row) throw new Error('The store has no site settings row');
    return row;
  }

  async function textsOf(tx: Tx | Db): Promise<ByLang<SiteTextsInput>> {
    const rows = await tx.select().from(siteTexts);
    return byLang(rows, ({ title, description, keywords, legalLine, officeAddress }) => ({
      title,
      description,
      keywords,
      legalLine,
      officeAddress,
    }));
  }

  async function load(): Promise<ConsoleSiteSettings> {
    const [row, texts] = await Promise.all([settingsRow(db), textsOf(db)]);
    return {
      storeName: row.storeName,
      logo: row.logoKey ? { key: row.logoKey, url: UPLOADED_ART_PATH + row.logoKey } : null,
      supportEmail: row.supportEmail,
      supportPhone: row.supportPhone,
      messengerName: row.messengerName,
      messengerUrl: row.messengerUrl,
      texts,
      missingLangs: missingLangs(texts),
      fiscalReceipts: row.fiscalReceipts,
      receiptVatCode: row.receiptVatCode,
      revision: row.revision,
    };
  }

  return {
    get: load,

    async save(actor: Actor, input: SaveInput): Promise<ConsoleSiteSettings> {
      await db.transaction(async (tx) => {
        const row = await settingsRow(tx, true);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        requireEnglish(input.texts);
        if (input.logo !== null && input.logo !== row.logoKey) {
          await uploads.ensureAttachable(actor.staffId ?? '', [input.logo]);
        }
        const fields = {
          storeName: input.storeName,
          logoKey: input.logo,
          supportEmail: input.supportEmail,
          supportPhone: input.supportPhone,
          messengerName: input.messengerName,
          messengerUrl: input.messengerUrl,
          fiscalReceipts: input.fiscalReceipts ?? row.fiscalReceipts,
          receiptVatCode: input.receiptVatCode ?? row.receiptVatCode,
        };
        const { logoKey: logo, ...contacts } = fields;
        const diff = auditChanges(
          {
            storeName: row.storeName,
            logo: row.logoKey,
            supportEmail: row.supportEmail,
            supportPhone: row.supportPhone,
            messengerName: row.messengerName,
            messengerUrl: row.messengerUrl,
            fiscalReceipts: row.fiscalReceipts,
            receiptVatCode: row.receiptVatCode,
            ...auditTexts(await textsOf(tx)),
          },
          { ...contacts, logo, ...auditTexts(input.texts) },
        );
        if (!diff.changed) return;
        await tx
          .update(siteSettings)
          .set({ ...fields, revision: row.revision + 1 })
          .where(eq(siteSettings.id, 1));
        await tx.delete(siteTexts);
        await tx
          .insert(siteTexts)
          .values(Object.entries(input.texts).map(([lang, text]) => ({ lang, ...text! })));
        await recordAudit(tx, actor, {
          action: 'site.update',
          subject: 'site',
          before: diff.before,
          after: diff.after,
        });
      });
      return load();
    },
  };
}
