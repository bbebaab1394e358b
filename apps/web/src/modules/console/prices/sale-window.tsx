'use client';

import { useFormatter, useTranslations } from 'next-intl';
import shared from '../components/console.module.css';

/** When a SKU's sale applies: from when to when (either may be open); nothing without a sale price. */
export function SaleWindow({
  startsAt,
  endsAt,
  hasSale,
}: {
  startsAt: number | null;
  endsAt: number | null;
  hasSale: boolean;
}) {
  const t = useTranslations('consolePrices');
  const format = useFormatter();
  if (!hasSale) return null;
  const at = (epoch: number) => format.dateTime(epoch, { dateStyle: 'medium', timeStyle: 'medium' });
  let text: string;
  if (startsAt !== null && endsAt !== null) text = t('saleFromTo', { start: at(startsAt), end: at(endsAt) });
  else if (startsAt !== null) text = t('saleFrom', { start: at(startsAt) });
  else if (endsAt !== null) text = t('saleUntil', { end: at(endsAt) });
  else text = t('saleAlways');
  return <p className={shared.muted}>{text}</p>;
}
