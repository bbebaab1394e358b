import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { StoreQueries } from '@/lib/api/query-client';
import { localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { OrderList } from '../components/order-list';
import styles from './my-orders.module.css';

/**
 * /{lang}/myOrder[?invite=true][&page=N]: signed-in customers only (proxy.ts sends guests to sign in).
 */
export async function MyOrdersTemplate({
  prefix,
  invite,
  pageNum,
}: {
  prefix: string;
  invite: boolean;
  pageNum: number;
}) {
  const t = await getTranslations('orders');
  return (
    <PageSection title={invite ? t('inviteTitle') : t('title')} width="column">
      <nav className={styles.tabs} aria-label={t('title')}>
        <Link
          href={localePath(prefix, 'myOrder')}
          aria-current={invite ? undefined : 'page'}
          prefetch={false}
        >
          {t('title')}
        </Link>
        <Link
          href={localePath(prefix, 'myOrder', { invite: 'true' })}
          aria-current={invite ? 'page' : undefined}
          prefetch={false}
        >
          {t('inviteTitle')}
        </Link>
      </nav>
      <StoreQueries>
        <OrderList invite={invite} pageNum={pageNum} />
      </StoreQueries>
    </PageSection>
  );
}
