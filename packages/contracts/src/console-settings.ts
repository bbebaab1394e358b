import { z } from 'zod';
import { Email } from './auth.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { UploadedImage } from './console-content.ts';
import { ERROR } from './errors.ts';
import { FileKey } from './files.ts';
import { LANGS } from './locale.ts';
import { OWNER_ONLY } from './staff.ts';

/**
 * The store's settings in one place (issue 15): its name (the header's logo, page titles, e-mails
 * and `system/siteInfo` all say this one), logo, support contacts, and per language the page head's
 * title and description, the footer's legal line and office address. `POST /api/admin/settings/<name>`,
 * owners only (others: -1340). A save carries the `revision` it was loaded at (-1349 when stale).
 */
const LangCode = z.enum(LANGS);
const Line = (max: number) => z.string().trim().max(max);

export const SiteTextsInput = z.object({
  title: Line(200).min(1),
  description: Line(400).default(''),
  keywords: Line(400).default(''),
  /** Empty: the footer says "© <year> <store name>" in the reader's language. */
  legalLine: Line(300).default(''),
  officeAddress: Line(300).default(''),
});
export type SiteTextsInput = z.infer<typeof SiteTextsInput>;

/**
 * YooKassa's VAT codes for a 54-FZ receipt: 1 no VAT, 2 VAT 0 %, 3 VAT 10 %, 4 VAT 20 %, 5 the
 * computed rate 10/110, 6 the computed rate 20/120.
 */
export const RECEIPT_VAT_CODES = [1, 2, 3, 4, 5, 6] as const;

export const ConsoleSiteSettings = z.object({
  storeName: z.string(),
  logo: UploadedImage.nullable(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  messengerName: z.string(),
  messengerUrl: z.string(),
  texts: z.partialRecord(LangCode, SiteTextsInput),
  missingLangs: z.array(LangCode),
  /** A 54-FZ receipt goes with each YooKassa payment, at this VAT code. */
  fiscalReceipts: z.boolean(),
  receiptVatCode: z.number().int(),
  revision: z.number().int(),
});
export type ConsoleSiteSettings = z.infer<typeof ConsoleSiteSettings>;

/** A link customers open: https only (a messenger's chat link). */
const WebLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s]+$/);
/** Digits, spaces and the usual signs of a phone number, as customers should type it. */
const Phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[0-9][0-9 ()-]{3,38}$/);

export const SaveSiteSettingsRequest = z.object({
  revision: z.number().int().min(1),
  storeName: Line(60).min(1),
  /** A file key from `file/confirm`, or null for the built-in mark. */
  logo: FileKey.nullable(),
  supportEmail: Email,
  supportPhone: Phone.nullable(),
  messengerName: Line(60).min(1),
  messengerUrl: WebLink,
  texts: z.partialRecord(LangCode, SiteTextsInput),
  /** Absent: as they are. */
  fiscalReceipts: z.boolean().optional(),
  receiptVatCode: z.number().int().min(RECEIPT_VAT_CODES[0]).max(RECEIPT_VAT_CODES.at(-1)!).optional(),
});
export type SaveSiteSettingsRequest = z.input<typeof SaveSiteSettingsRequest>;

export const SettingsEmpty = z.object({});

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;

export const settingsCalls = {
  'settings/get': {
    request: SettingsEmpty,
    data: ConsoleSiteSettings,
    roles: OWNER_ONLY,
    summary: "The store's name, logo, contacts and per-language head and footer texts",
    errors: [...REFUSED],
  },
  'settings/save': {
    request: SaveSiteSettingsRequest,
    data: ConsoleSiteSettings,
    roles: OWNER_ONLY,
    summary: "Save the store's settings as loaded at `revision` (-1349 when stale)",
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
      ERROR.FILE_NOT_FOUND,
    ],
  },
} as const;
