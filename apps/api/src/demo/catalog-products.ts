import type { Lang, ProductKind } from '@storefront/contracts';
import type { ProductInputFields } from '../modules/catalog/tables.ts';
import { SERVER_NAMES, type ServerId, type Unit } from './catalog-texts.ts';

/** Units of each demo currency worth one US dollar (rates of late 2026, rounded). */
export const DEMO_RATES: Record<string, string> = {
  RUB: '92.5',
  IDR: '15850',
  MYR: '4.45',
  PHP: '57.6',
  THB: '35.2',
  VND: '25400',
  SGD: '1.34',
};

/**
 * The step each demo currency's converted prices are rounded to (to the nearest), in minor units,
 * where shops write prices coarser than the minor unit: rupiah in hundreds, dong in thousands (their
 * coins and notes), roubles, pesos and baht in whole units, ringgit and Singapore dollars in ten
 * cents. The owner changes them in the console (Prices, rates and rounding).
 */
export const DEMO_PRICE_STEPS: Record<string, number> = {
  RUB: 100,
  IDR: 100,
  MYR: 10,
  PHP: 100,
  THB: 100,
  VND: 1000,
  SGD: 10,
};

export interface DemoProduct {
  slug: string;
  kind: ProductKind;
  unit: Unit;
  /**
   * The invented name in English and where a market uses its own; other languages keep the
   * English name, as stores in those markets write game brands.
   */
  names: Partial<Record<Lang, string>> & { en: string };
  /** Face value and US-cent price of each SKU; a third number is the price before a discount. */
  skus: [number, number, number?][];
  fields?: Partial<ProductInputFields>;
  popular?: number;
  /** Sold only in these regions (all demo regions when absent). */
  regions?: string[];
  /** Face values listed as unavailable. */
  disabled?: number[];
}

// The English names; each language's are product texts (SERVER_NAMES).
const SERVERS: { id: ServerId; name: string }[] = (['asia', 'europe', 'america'] as const).map((id) => ({
  id,
  name: SERVER_NAMES[id].en,
}));

const TOPUP_TIERS: [number, number, number?][] = [
  [60, 99],
  [300, 499],
  [980, 1499, 1699],
  [1980, 2999],
  [3280, 4999],
  [6480, 9999, 11999],
];
const CARD_TIERS: [number, number, number?][] = [
  [100, 149],
  [500, 699],
  [1000, 1399],
  [3000, 3999, 4199],
];
const STREAM_TIERS: [number, number, number?][] = [
  [70, 99],
  [350, 499],
  [1400, 1999, 2199],
  [7000, 9999],
];
const KEY_TIERS: [number, number, number?][] = [
  [30, 499],
  [90, 1299, 1499],
  [365, 3999],
];
// Store credit, not dollars: a card sold for roubles or rupiah must not promise "5 USD".
const GIFT_TIERS: [number, number, number?][] = [
  [500, 520],
  [1000, 1030],
  [2500, 2550],
  [5000, 5090],
];

const playerId = { playerId: true };

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'starfall-legends',
    kind: 'topup',
    unit: 'crystals',
    names: { en: 'Starfall Legends', ru: 'Легенды Звездопада', cn: '星陨传说', tw: '星隕傳說' },
    skus: TOPUP_TIERS,
    fields: { ...playerId, server: true, servers: SERVERS },
    popular: 1,
  },
  {
    slug: 'mecha-arena',
    kind: 'topup',
    unit: 'credits',
    names: { en: 'Mecha Arena', ru: 'Арена мехов', cn: '机甲竞技场', tw: '機甲競技場' },
    skus: TOPUP_TIERS,
    fields: playerId,
    popular: 2,
    disabled: [6480],
  },
  {
    slug: 'dragon-oath',
    kind: 'topup',
    unit: 'gems',
    names: { en: 'Dragon Oath', ru: 'Клятва дракона', cn: '龙之誓约', tw: '龍之誓約' },
    skus: TOPUP_TIERS,
    fields: { ...playerId, characterName: true, server: true, servers: SERVERS },
    popular: 3,
  },
  {
    slug: 'pixel-raiders',
    kind: 'topup',
    unit: 'coins',
    names: { en: 'Pixel Raiders', ru: 'Пиксельные рейдеры', cn: '像素突袭者', tw: '像素突襲者' },
    skus: TOPUP_TIERS,
    fields: playerId,
  },
  {
    slug: 'mystic-tides',
    kind: 'topup',
    unit: 'gems',
    names: { en: 'Mystic Tides', ru: 'Мистические приливы', cn: '神秘潮汐', tw: '神秘潮汐' },
    skus: TOPUP_TIERS,
    fields: playerId,
    regions: ['IDN', 'MYS', 'PHL', 'THA', 'VNM', 'SGP'],
  },
  {
    slug: 'shadow-blade-online',
    kind: 'topup',
    unit: 'diamonds',
    names: { en: 'Shadow Blade Online', ru: 'Клинок тени', cn: '暗影之刃', tw: '暗影之刃' },
    skus: TOPUP_TIERS,
    fields: { ...playerId, characterName: true },
    popular: 4,
  },
  {
    slug: 'kingdom-forge',
    kind: 'topup',
    unit: 'gold',
    names: { en: 'Kingdom Forge', ru: 'Кузница королевств', cn: '王国熔炉', tw: '王國熔爐' },
    skus: TOPUP_TIERS,
    fields: { ...playerId, server: true, servers: SERVERS },
  },
  {
    slug: 'nova-racers',
    kind: 'topup',
    unit: 'coins',
    names: { en: 'Nova Racers', ru: 'Нова-гонщики', cn: '新星赛车', tw: '新星賽車' },
    skus: TOPUP_TIERS,
    fields: playerId,
  },
  {
    slug: 'sky-harbor',
    kind: 'topup',
    unit: 'diamonds',
    names: { en: 'Sky Harbor', ru: 'Небесная гавань', cn: '天空港湾', tw: '天空港灣' },
    skus: TOPUP_TIERS,
    fields: playerId,
  },
  {
    slug: 'ember-saga',
    kind: 'topup',
    unit: 'crystals',
    names: { en: 'Ember Saga', ru: 'Сага углей', cn: '余烬传奇', tw: '餘燼傳奇' },
    skus: TOPUP_TIERS,
    fields: playerId,
    popular: 5,
  },
  {
    slug: 'frost-clans',
    kind: 'topup',
    unit: 'gems',
    names: { en: 'Frost Clans', ru: 'Ледяные кланы', cn: '冰霜部族', tw: '冰霜部族' },
    skus: TOPUP_TIERS,
    fields: { ...playerId, server: true, servers: SERVERS },
  },
  {
    slug: 'lotus-warriors',
    kind: 'topup',
    unit: 'coins',
    names: { en: 'Lotus Warriors', ru: 'Воины лотоса', cn: '莲花战士', tw: '蓮花戰士' },
    skus: TOPUP_TIERS,
    fields: playerId,
    regions: ['IDN', 'MYS', 'PHL', 'THA', 'VNM'],
  },
  {
    slug: 'arcadia-pass',
    kind: 'game_card',
    unit: 'points',
    names: { en: 'Arcadia Pass Card', ru: 'Карта Arcadia Pass', cn: '阿卡迪亚通行卡', tw: '阿卡迪亞通行卡' },
    skus: CARD_TIERS,
    popular: 6,
  },
  {
    slug: 'questnet-card',
    kind: 'game_card',
    unit: 'points',
    names: { en: 'QuestNet Card', ru: 'Карта QuestNet', cn: 'QuestNet 点卡', tw: 'QuestNet 點數卡' },
    skus: CARD_TIERS,
  },
  {
    slug: 'orbit-play-card',
    kind: 'game_card',
    unit: 'points',
    names: { en: 'Orbit Play Card', ru: 'Карта Orbit Play', cn: '轨道游戏卡', tw: '軌道遊戲卡' },
    skus: CARD_TIERS,
  },
  {
    slug: 'gamevault-card',
    kind: 'game_card',
    unit: 'points',
    names: { en: 'GameVault Card', ru: 'Карта GameVault', cn: '游戏宝库卡', tw: '遊戲寶庫卡' },
    skus: CARD_TIERS,
  },
  {
    slug: 'hero-coins-card',
    kind: 'game_card',
    unit: 'coins',
    names: { en: 'Hero Coins Card', ru: 'Карта Hero Coins', cn: '英雄币卡', tw: '英雄幣卡' },
    skus: CARD_TIERS,
  },
  {
    slug: 'streamly',
    kind: 'live_stream',
    unit: 'coins',
    names: { en: 'Streamly', ru: 'Стримли', cn: 'Streamly 直播', tw: 'Streamly 直播' },
    skus: STREAM_TIERS,
    fields: playerId,
    popular: 7,
  },
  {
    slug: 'vibecast',
    kind: 'live_stream',
    unit: 'diamonds',
    names: { en: 'VibeCast', ru: 'ВайбКаст', cn: 'VibeCast 直播', tw: 'VibeCast 直播' },
    skus: STREAM_TIERS,
    fields: playerId,
  },
  {
    slug: 'livenest',
    kind: 'live_stream',
    unit: 'coins',
    names: { en: 'LiveNest', ru: 'ЛайвНест', cn: '直播巢', tw: '直播巢' },
    skus: STREAM_TIERS,
    fields: playerId,
  },
  {
    slug: 'glowtube-live',
    kind: 'live_stream',
    unit: 'diamonds',
    names: { en: 'GlowTube Live', ru: 'ГлоуТьюб', cn: '光管直播', tw: '光管直播' },
    skus: STREAM_TIERS,
    fields: playerId,
  },
  {
    slug: 'echo-stage',
    kind: 'live_stream',
    unit: 'coins',
    names: { en: 'Echo Stage', ru: 'Эхо-сцена', cn: '回声舞台', tw: '回聲舞台' },
    skus: STREAM_TIERS,
    fields: playerId,
  },
  {
    slug: 'iron-citadel',
    kind: 'cd_key',
    unit: 'days',
    names: { en: 'Iron Citadel', ru: 'Железная цитадель', cn: '钢铁堡垒', tw: '鋼鐵堡壘' },
    skus: KEY_TIERS,
    popular: 8,
  },
  {
    slug: 'galaxy-drift',
    kind: 'cd_key',
    unit: 'days',
    names: { en: 'Galaxy Drift', ru: 'Галактический дрифт', cn: '银河漂移', tw: '銀河漂移' },
    skus: KEY_TIERS,
  },
  {
    slug: 'rune-keepers',
    kind: 'cd_key',
    unit: 'days',
    names: { en: 'Rune Keepers', ru: 'Хранители рун', cn: '符文守护者', tw: '符文守護者' },
    skus: KEY_TIERS,
  },
  {
    slug: 'neon-circuit',
    kind: 'cd_key',
    unit: 'days',
    names: { en: 'Neon Circuit', ru: 'Неоновая трасса', cn: '霓虹赛道', tw: '霓虹賽道' },
    skus: KEY_TIERS,
  },
  {
    slug: 'tiny-empires',
    kind: 'cd_key',
    unit: 'days',
    names: { en: 'Tiny Empires', ru: 'Крошечные империи', cn: '小小帝国', tw: '小小帝國' },
    skus: KEY_TIERS,
  },
  {
    slug: 'playwave-gift-card',
    kind: 'gift_card',
    unit: 'credits',
    names: {
      en: 'PlayWave Gift Card',
      ru: 'Подарочная карта PlayWave',
      cn: 'PlayWave 礼品卡',
      tw: 'PlayWave 禮物卡',
    },
    skus: GIFT_TIERS,
  },
  {
    slug: 'cloudarcade-gift-card',
    kind: 'gift_card',
    unit: 'credits',
    names: {
      en: 'CloudArcade Gift Card',
      ru: 'Подарочная карта CloudArcade',
      cn: 'CloudArcade 礼品卡',
      tw: 'CloudArcade 禮物卡',
    },
    skus: GIFT_TIERS,
  },
  {
    slug: 'pixelmart-gift-card',
    kind: 'gift_card',
    unit: 'credits',
    names: {
      en: 'PixelMart Gift Card',
      ru: 'Подарочная карта PixelMart',
      cn: 'PixelMart 礼品卡',
      tw: 'PixelMart 禮物卡',
    },
    skus: GIFT_TIERS,
  },
  {
    slug: 'gamersquare-gift-card',
    kind: 'gift_card',
    unit: 'credits',
    names: {
      en: 'GamerSquare Gift Card',
      ru: 'Подарочная карта GamerSquare',
      cn: 'GamerSquare 礼品卡',
      tw: 'GamerSquare 禮物卡',
    },
    skus: GIFT_TIERS,
  },
];
