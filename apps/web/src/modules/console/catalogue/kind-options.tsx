'use client';

import { PRODUCT_KINDS } from '@storefront/contracts/catalog';
import { useTranslations } from 'next-intl';

/** The five kinds as a select's options, in the store's order and the console's words. */
export function KindOptions() {
  const t = useTranslations('consoleCatalogue');
  return PRODUCT_KINDS.map((kind) => (
    <option key={kind} value={kind}>
      {t(`kind_${kind}`)}
    </option>
  ));
}
