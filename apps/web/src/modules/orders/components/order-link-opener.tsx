'use client';

import { ERROR } from '@storefront/contracts/constants';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useOrderLink } from '@/lib/api/orders';
import { BACK_PARAM } from '@/lib/auth/guard';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { localePath } from '@/lib/routes';
import styles from './order-detail.module.css';

interface OrderLinkOpenerProps {
  orderNo: string;
  linkKey: string;
  children: ReactNode;
}

/**
 * The order page opened from an e-mailed link: the link brings the order to this browser first,
 * then the address loses its secret (history, screenshots), and the order shows as it would here.
 */
export function OrderLinkOpener({ orderNo, linkKey, children }: OrderLinkOpenerProps) {
  const t = useTranslations('orders');
  const tu = useTranslations('user');
  const prefix = useLangPrefix();
  const router = useRouter();
  const { data: answer, isError } = useOrderLink(orderNo, linkKey);
  const opened = answer?.ok === true;

  useEffect(() => {
    if (opened) router.replace(localePath(prefix, 'orderDetail', { orderNo }));
  }, [opened, prefix, orderNo, router]);

  if (opened) return children;
  if (!answer && !isError) return <p className={styles.muted}>{t('openingLink')}</p>;
  const signIn = answer?.code === ERROR.ORDER_LINK_SIGN_IN;
  return (
    <div className={styles.card} role="alert">
      <p>{answer?.msg ?? t('notFoundText')}</p>
      {signIn ? (
        <Link
          className="button"
          href={localePath(prefix, 'login', { [BACK_PARAM]: localePath(prefix, 'orderDetail', { orderNo }) })}
          prefetch={false}
        >
          {tu('signIn')}
        </Link>
      ) : (
        <Link className="button" href={localePath(prefix, 'orderLookup', { orderNo })} prefetch={false}>
          {t('findOrder')}
        </Link>
      )}
    </div>
  );
}
