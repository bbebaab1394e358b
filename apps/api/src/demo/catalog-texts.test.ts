import { ACCOUNT_TEXTS, DEMO_REGIONS, LANGS, type Lang, type ProductDetail } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webText } from '../platform/i18n/web-messages.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { DEMO_PRODUCTS } from './catalog-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each language read in a region where it is spoken, so every region's currency is met. */
const REGION: Record<Lang, string> = {
  en: 'SGP',
  cn: 'SGP',
  tw: 'SGP',
  ru: 'RUS',
  id: 'IDN',
  hi: 'SGP',
  ms: 'MYS',
  tl: 'PHL',
  th: 'THA',
  vi: 'VNM',
  my: 'THA',
  pt: 'RUS',
};

/** How a name can state an amount of each currency. */
const CURRENCY_WORDS: Record<string, RegExp> = {
  USD: /\bUSD\b|US\$|\$|美元|dollar|доллар|डॉलर|ดอลลาร์|đô la|ဒေါ်လာ/i,
  RUB: /\bRUB\b|₽|руб/i,
  IDR: /\bIDR\b|\bRp\b|rupiah/i,
  MYR: /\bMYR\b|\bRM\b|ringgit/i,
  PHP: /\bPHP\b|₱|piso|peso/i,
  THB: /\bTHB\b|฿|บาท|baht/i,
  VND: /\bVND\b|₫|đồng/i,
  SGD: /\bSGD\b|S\$/i,
};

/** What a customer reads on a product's page: its texts and the purchase fields it asks for. */
function pageTexts(detail: ProductDetail, lang: Lang): Record<string, string> {
  const texts: Record<string, string> = { name: detail.name, description: detail.description };
  for (const sku of detail.skus) texts[`SKU ${sku.id}`] = sku.name;
  const { inputFields } = detail;
  const account = ACCOUNT_TEXTS[detail.delivery];
  if (inputFields.playerId || inputFields.characterName || inputFields.server) {
    texts.accountTitle = webText(account.title, lang)!;
  }
  if (inputFields.playerId) {
    texts.idLabel = webText(account.id, lang)!;
    texts.idHint = webText(account.hint, lang)!;
    texts.lookingUp = webText(account.lookingUp, lang)!;
    texts.found = webText(account.found, lang, { name: 'Mira' })!;
  }
  if (inputFields.characterName) texts.characterName = webText('game.characterName', lang)!;
  if (inputFields.server) {
    texts.serverLabel = webText('game.server', lang)!;
    for (const server of inputFields.servers) texts[`server ${server.id}`] = server.name;
  }
  return texts;
}

/** What is wrong with a text as a customer reads it; nothing when it reads correctly. */
function holesIn(text: string, lang: Lang, unit: string, currency: string, name: string): string[] {
  const problems: string[] = [];
  if (!/\S/.test(text)) problems.push('empty');
  if (text !== text.trim()) problems.push('blank at an end');
  if (/[{}]/.test(text)) problems.push('unfilled slot');
  if (/ {2}/.test(text)) problems.push('two spaces: an empty slot');
  if (/[(（]\s*[)）]|[:：]\s*[)）]|[(（]\s*[:：,]/.test(text)) problems.push('empty brackets');
  if (/\s[.,:;!?)）]/.test(text) && lang !== 'th') problems.push('space before punctuation');
  const number = /[\d\u0966-\u096F\u1040-\u1049]/;
  // A name may hold the unit's word ("Hero Coins Card"): only the text around it counts.
  const around = text.replaceAll(name, '\u0000');
  for (let at = around.indexOf(unit); unit && at >= 0; at = around.indexOf(unit, at + 1)) {
    if (!number.test(around.slice(Math.max(0, at - 2), at))) problems.push(`"${unit}" without its number`);
  }
  if (lang === 'en') {
    if (/\b[Aa] (?!uni|use|one|once|Euro)[aeiouAEIOU]/.test(text)) problems.push('"a" before a vowel');
    if (/\b[Aa]n (?!hour|honest|heir)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]/.test(text)) {
      problems.push('"an" before a consonant');
    }
  }
  for (const [code, words] of Object.entries(CURRENCY_WORDS)) {
    if (code !== currency && words.test(text)) problems.push(`names ${code} where prices are in ${currency}`);
  }
  return problems;
}

describe('every product as a customer reads it', () => {
  it('reads without holes, wrong articles or a foreign currency, in all twelve languages', async () => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      const region = REGION[lang];
      const currency = DEMO_REGIONS.find((item) => item.code === region)!.currency;
      for (const product of DEMO_PRODUCTS) {
        const res = await t.call('product/detail', { id: product.slug }, { lang, region, currency });
        const detail = res.json().data as ProductDetail;
        // The unit is what follows the face value in a SKU's name: "60 Crystals".
        const unit = detail.skus[0]!.name.replace(/^[\d\s]+/, '');
        for (const [what, text] of Object.entries(pageTexts(detail, lang))) {
          for (const problem of holesIn(text, lang, unit, currency, detail.name)) {
            problems.push(`${lang} ${product.slug} ${what}: ${problem} in "${text}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks a live stream for the viewer account on the platform, not a game account', async () => {
    for (const lang of LANGS) {
      const game = pageTexts(await detailOf('starfall-legends', lang), lang);
      const stream = pageTexts(await detailOf('streamly', lang), lang);
      for (const field of ['accountTitle', 'idLabel', 'idHint', 'lookingUp', 'found']) {
        expect(stream[field], `${lang} ${field}`).not.toBe(game[field]);
      }
    }
  });
});

async function detailOf(slug: string, lang: Lang): Promise<ProductDetail> {
  return (await t.call('product/detail', { id: slug }, { lang })).json().data;
}
