// The catalogue of a store at scale (issue 17): products of the five kinds added to the demo's up
// to a count, with their texts in all twelve languages, SKUs priced by the store's rules, regions,
// and a hundred thousand codes on one SKU, stored as the code import stores them. Texts are made
// as the demo loader makes its own (apps/api/src/demo/catalog.ts): each name put into the demo's
// translated descriptions, SEO titles and redemption steps; a product takes its SKU tiers, unit and
// input fields from a demo product of its kind, its prices scaled. Rows are sent as JSON in batches
// and inserted with INSERT … SELECT on the server.
import { tsImport } from 'tsx/esm/api';

const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
const [
  { LANGS },
  { formatMessage },
  texts,
  { REDEMPTION_STEPS },
  { DEMO_PRODUCTS },
  { codeCrypto },
  ids,
  config,
] = await Promise.all([
  tsImport('@storefront/contracts', import.meta.url),
  tsImport('@storefront/contracts/message-format', import.meta.url),
  api('demo/catalog-texts.ts'),
  api('demo/redemption-texts.ts'),
  api('demo/catalog-products.ts'),
  api('modules/fulfilment/codes-crypto.ts'),
  api('platform/ids.ts'),
  api('config.ts'),
]);
const { DESCRIPTIONS, SEO_TITLES, SERVER_NAMES, UNITS } = texts;

// A name is an adjective, a noun and a suffix: 25 × 25 × 16 = 10,000 brands. Russian, Chinese
// (simplified and traditional) have their own words, as the demo's names do; the other languages
// keep the English name, as stores in those markets write game brands. Russian nouns are all
// masculine, so the adjective agrees.
const ADJECTIVES = [
  ['Crimson', 'Алый', '赤红', '赤紅'],
  ['Silent', 'Безмолвный', '寂静', '寂靜'],
  ['Iron', 'Железный', '钢铁', '鋼鐵'],
  ['Lunar', 'Лунный', '月影', '月影'],
  ['Solar', 'Солнечный', '烈日', '烈日'],
  ['Ancient', 'Древний', '远古', '遠古'],
  ['Frozen', 'Ледяной', '冰封', '冰封'],
  ['Savage', 'Дикий', '狂野', '狂野'],
  ['Hidden', 'Тайный', '隐秘', '隱秘'],
  ['Eternal', 'Вечный', '永恒', '永恆'],
  ['Thunder', 'Громовой', '雷霆', '雷霆'],
  ['Golden', 'Золотой', '黄金', '黃金'],
  ['Phantom', 'Призрачный', '幻影', '幻影'],
  ['Celestial', 'Небесный', '天界', '天界'],
  ['Burning', 'Огненный', '燃烧', '燃燒'],
  ['Steel', 'Стальной', '精钢', '精鋼'],
  ['Wild', 'Вольный', '荒野', '荒野'],
  ['Cosmic', 'Космический', '宇宙', '宇宙'],
  ['Royal', 'Королевский', '皇家', '皇家'],
  ['Dark', 'Тёмный', '黑暗', '黑暗'],
  ['Emerald', 'Изумрудный', '翡翠', '翡翠'],
  ['Swift', 'Быстрый', '疾风', '疾風'],
  ['Sacred', 'Священный', '神圣', '神聖'],
  ['Storm', 'Штормовой', '风暴', '風暴'],
  ['Last', 'Последний', '最后', '最後'],
];
const NOUNS = [
  ['Legion', 'легион', '军团', '軍團'],
  ['Kingdom', 'край', '王国', '王國'],
  ['Dragon', 'дракон', '巨龙', '巨龍'],
  ['Frontier', 'рубеж', '边境', '邊境'],
  ['Guardian', 'страж', '守护者', '守護者'],
  ['Titan', 'титан', '泰坦', '泰坦'],
  ['Knight', 'рыцарь', '骑士', '騎士'],
  ['Portal', 'портал', '传送门', '傳送門'],
  ['Citadel', 'бастион', '要塞', '要塞'],
  ['Horizon', 'горизонт', '地平线', '地平線'],
  ['Oracle', 'оракул', '神谕', '神諭'],
  ['Raider', 'рейдер', '掠夺者', '掠奪者'],
  ['Empire', 'мир', '帝国', '帝國'],
  ['Hunter', 'охотник', '猎人', '獵人'],
  ['Blade', 'клинок', '之刃', '之刃'],
  ['Alliance', 'альянс', '联盟', '聯盟'],
  ['Voyager', 'странник', '旅者', '旅者'],
  ['Colossus', 'колосс', '巨像', '巨像'],
  ['Pilot', 'пилот', '飞行员', '飛行員'],
  ['Wizard', 'чародей', '巫师', '巫師'],
  ['Samurai', 'самурай', '武士', '武士'],
  ['Phoenix', 'феникс', '凤凰', '鳳凰'],
  ['Warden', 'дозор', '守望', '守望'],
  ['Arsenal', 'арсенал', '军械库', '軍械庫'],
  ['Odyssey', 'поход', '奥德赛', '奧德賽'],
];
// Written in Latin letters in every language, as game titles' suffixes are.
const SUFFIXES = [
  '',
  'II',
  'III',
  'Online',
  'Mobile',
  'Origins',
  'Arena',
  'Saga',
  'Tactics',
  'Idle',
  'Rush',
  'Heroes',
  'Legends',
  'X',
  'Reborn',
  'Wars',
];

/** One product in twenty of each kind: 8 top-ups, 3 game cards, 2 live streams, 4 keys, 3 gift cards. */
const KIND_OF_TWENTY = [
  ...Array(8).fill('topup'),
  ...Array(3).fill('game_card'),
  ...Array(2).fill('live_stream'),
  ...Array(4).fill('cd_key'),
  ...Array(3).fill('gift_card'),
];
const PRICE_FACTORS = [1, 0.8, 1.25, 1.1, 0.9, 1.5];
const NO_FIELDS = { playerId: false, characterName: false, server: false, servers: [] };
const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The k-th generated product (k from 0): its brand in the four languages that have their own, and its kind. */
function brandOf(k) {
  const adjective = ADJECTIVES[k % ADJECTIVES.length];
  const noun = NOUNS[Math.floor(k / ADJECTIVES.length) % NOUNS.length];
  const suffix = SUFFIXES[Math.floor(k / (ADJECTIVES.length * NOUNS.length)) % SUFFIXES.length];
  const tail = suffix ? ` ${suffix}` : '';
  return {
    kind: KIND_OF_TWENTY[k % KIND_OF_TWENTY.length],
    en: `${adjective[0]} ${noun[0]}${tail}`,
    ru: `${adjective[1]} ${noun[1]}${tail}`,
    cn: `${adjective[2]}${noun[2]}${tail}`,
    tw: `${adjective[3]}${noun[3]}${tail}`,
  };
}

/** A product's names by language, as the demo writes a product of that kind. */
function namesOf(brand) {
  if (brand.kind === 'game_card')
    return {
      en: `${brand.en} Card`,
      ru: `Карта ${brand.en}`,
      cn: `${brand.cn}点卡`,
      tw: `${brand.tw}點數卡`,
    };
  if (brand.kind === 'gift_card')
    return {
      en: `${brand.en} Gift Card`,
      ru: `Подарочная карта ${brand.en}`,
      cn: `${brand.en} 礼品卡`,
      tw: `${brand.en} 禮物卡`,
    };
  return { en: brand.en, ru: brand.ru, cn: brand.cn, tw: brand.tw };
}

/** The k-th generated product with its texts, regions and SKUs (`regions`: the store's enabled codes). */
function productOf(k, sort, regions) {
  const brand = brandOf(k);
  const names = namesOf(brand);
  const models = DEMO_PRODUCTS.filter((product) => product.kind === brand.kind);
  const model = models[k % models.length];
  const slug = slugOf(names.en);
  const factor = PRICE_FACTORS[k % PRICE_FACTORS.length];
  const keywords = [...new Set(Object.values(names))].join(', ');
  const textRows = LANGS.map((lang) => {
    const name = names[lang] ?? names.en;
    const description = formatMessage(DESCRIPTIONS[brand.kind][lang], { name }, lang);
    return {
      product_slug: slug,
      lang,
      name,
      description,
      unit: UNITS[model.unit][lang],
      seo_title: formatMessage(SEO_TITLES[lang], { name }, lang),
      seo_description: description,
      seo_keywords: keywords,
      server_names: Object.fromEntries(
        (model.fields?.servers ?? []).map(({ id }) => [id, SERVER_NAMES[id][lang]]),
      ),
      redemption_steps: (REDEMPTION_STEPS[brand.kind]?.[lang] ?? []).map((step) =>
        formatMessage(step, { name }, lang),
      ),
    };
  });
  // Most products sell everywhere; one in seven in the regions its model names, or all but the first.
  const soldIn = k % 7 !== 3 ? regions : (model.regions ?? regions.slice(1));
  const skuRows = model.skus.map(([faceValue, basePrice, baseOriginalPrice], index) => ({
    id: `sku_${slug}_${faceValue}`,
    product_slug: slug,
    face_value: faceValue,
    sort: (index + 1) * 10,
    enabled: !model.disabled?.includes(faceValue),
    base_price: Math.round(basePrice * factor),
    base_original_price: baseOriginalPrice ? Math.round(baseOriginalPrice * factor) : null,
  }));
  return {
    product: {
      slug,
      kind: brand.kind,
      sort,
      input_fields: { ...NO_FIELDS, ...model.fields },
      delivery_mode: brand.kind === 'live_stream' && k % 4 === 0 ? 'friendRequest' : 'direct',
    },
    texts: textRows,
    regions: soldIn.map((region_code) => ({ product_slug: slug, region_code })),
    skus: skuRows,
  };
}

/** INSERT … SELECT of `rows` (objects keyed by column) into `table`'s `columns`, the others default. */
async function insertRows(client, table, columns, rows) {
  if (rows.length === 0) return;
  const list = columns.join(', ');
  await client.query(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1)`,
    [JSON.stringify(rows)],
  );
}

const BATCH = 500;

/**
 * Adds products to the catalogue at `client` (in the caller's transaction) until it holds
 * `products`, with their texts, regions, SKUs and the roubles' explicit prices (the demo's rule:
 * converted at the rate, ending in 9). Answers how many it added.
 */
export async function seedScaleProducts(client, products) {
  const { rows: have } = await client.query(
    `SELECT count(*)::int AS n, coalesce(max(sort), 0)::int AS sort FROM products`,
  );
  const { rows: regionRows } = await client.query(
    `SELECT code FROM regions WHERE enabled ORDER BY sort, code`,
  );
  const regions = regionRows.map((row) => row.code);
  const adding = Math.max(0, products - have[0].n);
  // A generated name the catalogue already has (the demo's Iron Citadel) is passed over.
  const { rows: slugRows } = await client.query('SELECT slug FROM products');
  const taken = new Set(slugRows.map((row) => row.slug));
  let k = 0;
  for (let from = 0; from < adding; from += BATCH) {
    const made = [];
    while (made.length < Math.min(BATCH, adding - from)) {
      if (k >= ADJECTIVES.length * NOUNS.length * SUFFIXES.length) throw new Error('out of generated names');
      const product = productOf(k, have[0].sort + (k + 1) * 10, regions);
      k++;
      if (!taken.has(product.product.slug)) made.push(product);
    }
    await insertRows(
      client,
      'products',
      ['slug', 'kind', 'sort', 'input_fields', 'delivery_mode'],
      made.map((m) => m.product),
    );
    await insertRows(
      client,
      'product_texts',
      [
        'product_slug',
        'lang',
        'name',
        'description',
        'unit',
        'seo_title',
        'seo_description',
        'seo_keywords',
        'server_names',
        'redemption_steps',
      ],
      made.flatMap((m) => m.texts),
    );
    await insertRows(
      client,
      'product_regions',
      ['product_slug', 'region_code'],
      made.flatMap((m) => m.regions),
    );
    await insertRows(
      client,
      'skus',
      ['id', 'product_slug', 'face_value', 'sort', 'enabled', 'base_price', 'base_original_price'],
      made.flatMap((m) => m.skus),
    );
  }
  // Rouble price lists end in 9, as the demo's (apps/api/src/demo/catalog.ts, rubPrice).
  await client.query(
    `INSERT INTO sku_prices (sku_id, currency_code, price, original_price)
     SELECT s.id, 'RUB', (ceil(s.base_price * er.per_usd / 100 / 10) * 10 - 1)::int * 100,
       (ceil(s.base_original_price * er.per_usd / 100 / 10) * 10 - 1)::int * 100
     FROM skus s JOIN exchange_rates er ON er.currency_code = 'RUB'
     WHERE NOT EXISTS (SELECT FROM sku_prices p WHERE p.sku_id = s.id AND p.currency_code = 'RUB')`,
  );
  return adding;
}

/** A random code like the demo's (4F1A-09BC-77D2-E3A0). */
function randomCode() {
  const hex = Buffer.from(crypto.getRandomValues(new Uint8Array(8)))
    .toString('hex')
    .toUpperCase();
  return [0, 4, 8, 12].map((at) => hex.slice(at, at + 4)).join('-');
}

/**
 * `count` codes stocked on the first SKU of the most popular code product, as one import (a
 * ready batch) made over the past 90 days, encrypted and hashed under the inventory key the API
 * would use with this environment (the development key unless INVENTORY_KEY is set). Answers the SKU.
 */
export async function seedScaleCodes(client, count) {
  const { rows } = await client.query(
    `SELECT s.id, s.product_slug FROM skus s JOIN products p ON p.slug = s.product_slug
     WHERE p.kind IN ('game_card', 'cd_key', 'gift_card') AND s.enabled AND p.enabled
     ORDER BY coalesce(p.popular_rank, 1000), p.sort, s.sort LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no code SKU to stock');
  const sku = rows[0];
  const codes = codeCrypto(config.loadConfig().fulfilment.inventoryKey);
  const batchId = ids.newId('bat');
  await client.query(
    `INSERT INTO code_batches (id, sku_id, name, supplier, cost_per_code, cost_currency, total, processed, added, status, created_at)
     VALUES ($1, $2, 'Scale bench stock', 'Bench supplier', 450, 'USD', $3, $3, $3, 'ready', now() - interval '90 days')`,
    [batchId, sku.id, count],
  );
  const step = 20_000;
  for (let from = 0; from < count; from += step) {
    const part = [];
    for (let i = from; i < Math.min(count, from + step); i++) {
      const code = randomCode();
      part.push({
        id: ids.newId('key'),
        sku_id: sku.id,
        product_slug: sku.product_slug,
        code_encrypted: codes.encrypt(code),
        code_hash: codes.hash(code),
        batch_id: batchId,
        // Oldest first, as they are taken: spread over the batch's 90 days.
        created_at: new Date(Date.now() - 90 * 86_400_000 + (i * 90 * 86_400_000) / count).toISOString(),
      });
    }
    await insertRows(
      client,
      'product_keys',
      ['id', 'sku_id', 'product_slug', 'code_encrypted', 'code_hash', 'batch_id', 'created_at'],
      part,
    );
  }
  return sku.id;
}
