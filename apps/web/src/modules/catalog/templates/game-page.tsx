import type { ProductDetail } from '@storefront/contracts/catalog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getFirstQuote, getProduct, getProductSeo } from '@/lib/api/catalog';
import { enabledPathCodes, LANGUAGE_TAG } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ROUTE } from '@/lib/routes';
import { readSessionView } from '@/lib/session/server-view';
import { pageAlternates, siteUrl } from '@/lib/seo/alternates';
import { PageSection } from '@/modules/common/components/page-section';
import { GameTemplate } from './game';
import { productJsonLd } from '@/lib/seo/product-json-ld';

export type GameParams = Promise<{ lang: string; game: string }>;

async function load(params: GameParams) {
  const [{ prefix, lang }, { game }] = await Promise.all([pageLanguage(params), params]);
  return { prefix, lang, slug: game, product: await getProduct(game, lang) };
}

/** title, description, canonical and hreflang alternates, Open Graph (product/seo and the product). */
export async function gameMetadata(params: GameParams): Promise<Metadata> {
  const { prefix, lang, slug, product } = await load(params);
  if (product === 'missing' || !product) return {};
  const seo = await getProductSeo(slug, lang);
  const alternates = pageAlternates(prefix, `/${ROUTE.gameBuy}/${product.id}`, enabledPathCodes());
  const title = seo?.title ?? product.name;
  const description = seo?.description ?? product.description;
  const image = new URL(product.imageUrl, siteUrl()).href;
  return {
    title,
    description,
    keywords: seo?.keywords,
    alternates,
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates.canonical,
      locale: LANGUAGE_TAG[lang],
      images: [{ url: image, alt: product.name }],
    },
  };
}

/** The game page behind both of its addresses; an unknown game is the store's 404. */
export async function GamePage({ params }: { params: GameParams }) {
  const { product, lang } = await load(params);
  if (product === 'missing') notFound();
  if (!product) return <Unavailable />;
  const [quote, session] = await Promise.all([getFirstQuote(product, lang), readSessionView()]);
  return (
    <>
      <GameTemplate game={product} quote={quote} guest={!session.signedIn} />
      <ProductStructuredData product={product} />
    </>
  );
}

function ProductStructuredData({ product }: { product: ProductDetail }) {
  const json = JSON.stringify(productJsonLd(product, siteUrl()));
  // `<` is escaped so no product text can close the script element.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />
  );
}

/** The API did not answer: say so, rather than call a game that may exist unknown. */
async function Unavailable() {
  const t = await getTranslations('catalog');
  return (
    <PageSection title={t('unavailableTitle')}>
      <p>{t('unavailable')}</p>
    </PageSection>
  );
}
