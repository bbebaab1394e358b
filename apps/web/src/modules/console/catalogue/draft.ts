import type { ProductCard, ProductDetail, ProductKind } from '@storefront/contracts/catalog';
import { DELIVERY_PROMISE } from '@storefront/contracts/catalog';
import type {
  ConsoleProduct,
  ProductTexts,
  SaveProductRequest,
} from '@storefront/contracts/console-catalogue';
import { FALLBACK_LANG, LANGS, type Lang } from '@storefront/contracts/locale';
import type { OrderPreview } from '@storefront/contracts/orders';

/** One language's texts as the editor's inputs hold them: redemption steps one a line. */
export interface TextDraft {
  name: string;
  description: string;
  unit: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  steps: string;
  serverNames: Record<string, string>;
}

export interface EditorValues {
  kind: ProductKind;
  /** An input's text: empty for no place in the popular row. */
  popularRank: string;
  deliveryMode: 'direct' | 'friendRequest';
  playerId: boolean;
  characterName: boolean;
  server: boolean;
  servers: { id: string; name: string }[];
  regions: string[];
  art: { key: string; url: string } | null;
  texts: Record<Lang, TextDraft>;
}

const draftOf = (text: ProductTexts | undefined): TextDraft => ({
  name: text?.name ?? '',
  description: text?.description ?? '',
  unit: text?.unit ?? '',
  seoTitle: text?.seoTitle ?? '',
  seoDescription: text?.seoDescription ?? '',
  seoKeywords: text?.seoKeywords ?? '',
  steps: text?.redemptionSteps.join('\n') ?? '',
  serverNames: { ...text?.serverNames },
});

export function valuesOf(product: ConsoleProduct): EditorValues {
  return {
    kind: product.kind,
    popularRank: product.popularRank === null ? '' : String(product.popularRank),
    deliveryMode: product.deliveryMode,
    playerId: product.inputFields.playerId,
    characterName: product.inputFields.characterName,
    server: product.inputFields.server,
    servers: product.inputFields.servers.map((server) => ({ ...server })),
    regions: product.regions,
    art: product.art,
    texts: Object.fromEntries(LANGS.map((lang) => [lang, draftOf(product.texts[lang])])) as Record<
      Lang,
      TextDraft
    >,
  };
}

/** A language the editor holds any text in; one left wholly empty is missing, not saved empty. */
export function hasTexts(text: TextDraft): boolean {
  const { serverNames, ...fields } = text;
  return Object.values(fields).some((value) => value.trim()) || Object.values(serverNames).some(Boolean);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const named = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim()));

/** The save call for the editor's values; the API judges them and names a field it refuses. */
export function requestOf(values: EditorValues, product: ConsoleProduct): SaveProductRequest {
  const rank = values.popularRank.trim();
  return {
    slug: product.slug,
    revision: product.revision,
    kind: values.kind,
    popularRank: rank === '' ? null : Number(rank),
    deliveryMode: values.deliveryMode,
    inputFields: {
      playerId: values.playerId,
      characterName: values.characterName,
      server: values.server,
      servers: values.servers,
    },
    regions: values.regions,
    art: values.art?.key ?? null,
    texts: Object.fromEntries(
      LANGS.filter((lang) => hasTexts(values.texts[lang])).map((lang) => {
        const { steps, serverNames, ...text } = values.texts[lang];
        return [lang, { ...text, redemptionSteps: lines(steps), serverNames: named(serverNames) }];
      }),
    ),
  };
}

/**
 * What the storefront will answer for this draft in `lang`, as the API builds it: the language's
 * texts when it has a name, else the English ones; server names merged over the English ones; SKUs
 * priced in the caller's currency, those without a price left out.
 */
export function previewOf(values: EditorValues, product: ConsoleProduct, lang: Lang) {
  const english = values.texts[FALLBACK_LANG];
  const own = values.texts[lang];
  const text = own.name.trim() ? own : english;
  const serverNames = { ...named(english.serverNames), ...named(own.serverNames) };
  const imageUrl = values.art?.url ?? product.drawnArtUrl;
  const priced = product.skus.flatMap((sku) => (sku.price === null ? [] : [{ ...sku, price: sku.price }]));
  const detail: ProductDetail = {
    id: product.slug,
    kind: values.kind,
    name: text.name.trim() || product.slug,
    description: text.description.trim(),
    imageUrl,
    delivery: DELIVERY_PROMISE[values.kind],
    availableInRegion: true,
    inputFields: {
      playerId: values.playerId,
      characterName: values.characterName,
      server: values.server,
      servers: values.servers.map((server) => ({
        id: server.id,
        name: serverNames[server.id] ?? server.name,
      })),
    },
    currency: product.currency,
    skus: priced.map((sku) => ({
      id: sku.id,
      name: `${sku.faceValue} ${text.unit.trim()}`.trim(),
      faceValue: sku.faceValue,
      enabled: sku.enabled,
      price: sku.price,
      originalPrice: sku.originalPrice,
    })),
  };
  const enabled = detail.skus.filter((sku) => sku.enabled);
  const card: ProductCard = {
    id: product.slug,
    kind: values.kind,
    name: detail.name,
    imageUrl,
    fromPrice: enabled.length > 0 ? Math.min(...enabled.map((sku) => sku.price)) : null,
  };
  const first = enabled[0];
  // The page's first quote, one unit of the first denomination, as the storefront renders it with.
  const quote: OrderPreview | undefined = first && {
    currency: product.currency,
    unitPrice: first.price,
    originalUnitPrice: first.originalPrice,
    quantity: 1,
    productAmount: first.price,
    discountAmount: 0,
    handlingFee: 0,
    payAmount: first.price,
    paymentMethod: null,
    couponId: null,
    stock: null,
  };
  return { detail, card, quote };
}
