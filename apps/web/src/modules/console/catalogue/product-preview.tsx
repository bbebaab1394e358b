'use client';

import type { ProductCard, ProductDetail, ProductKind, QuoteCurrency } from '@storefront/contracts/catalog';
import { LANGUAGE_NAMES, LANGUAGE_TAG, type Lang } from '@storefront/contracts/locale';
import type { OrderPreview } from '@storefront/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { LangPrefixProvider } from '@/lib/i18n/lang-prefix';
import { loadMessages } from '@/lib/i18n/messages';
import { GameGrid } from '@/modules/catalog/components/game-grid';
import { KIND_TITLE } from '@/modules/catalog/kind-titles';
import homeStyles from '@/modules/catalog/templates/home.module.css';
import { GameView } from '@/modules/catalog/templates/game';
import styles from './catalogue.module.css';

interface PreviewProps {
  lang: Lang;
  detail: ProductDetail;
  card: ProductCard;
  quote: OrderPreview | undefined;
}

/**
 * The home tile and the product page as a customer reading `lang` will see them, drawn by the
 * storefront's own components from the unsaved draft, in that language's texts. It cannot be used
 * (`inert`): nothing in it may place an order or ask the API about a product not yet saved.
 */
export function ProductPreview({ lang, detail, card, quote }: PreviewProps) {
  const t = useTranslations('consoleCatalogue');
  const messages = useQuery({
    queryKey: ['console', 'storefrontMessages', lang],
    queryFn: () => loadMessages(lang),
    staleTime: Infinity,
  });
  return (
    <section className={styles.preview} aria-labelledby="catalogue-preview">
      <h3 id="catalogue-preview">{t('preview', { language: LANGUAGE_NAMES[lang] })}</h3>
      {messages.data && (
        <NextIntlClientProvider locale={LANGUAGE_TAG[lang]} messages={messages.data}>
          <LangPrefixProvider prefix={lang}>
            <h4>{t('previewTile')}</h4>
            <div className={styles.frame} inert data-testid="preview-tile">
              <Tile card={card} kind={detail.kind} currency={detail.currency} prefix={lang} />
            </div>
            <h4>{t('previewPage')}</h4>
            <div className={styles.frame} inert data-testid="preview-page">
              <GameView game={detail} quote={quote} guest />
            </div>
          </LangPrefixProvider>
        </NextIntlClientProvider>
      )}
    </section>
  );
}

/** The product's tile on its kind's shelf of the home page. */
function Tile({
  card,
  kind,
  currency,
  prefix,
}: {
  card: ProductCard;
  kind: ProductKind;
  currency: QuoteCurrency;
  prefix: string;
}) {
  const t = useTranslations('home');
  const tc = useTranslations('catalog');
  const locale = useLocale();
  return (
    <section className={`container ${homeStyles.shelf}`}>
      <h2 className={homeStyles.sectionTitle}>{t(KIND_TITLE[kind])}</h2>
      <GameGrid
        games={[card]}
        prefix={prefix}
        price={{ currency, locale, from: (amount) => tc('from', { price: amount }) }}
      />
    </section>
  );
}
