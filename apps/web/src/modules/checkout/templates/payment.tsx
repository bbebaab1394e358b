import type { Lang } from '@storefront/contracts/locale';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo } from '@/lib/api/system';
import { localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { StoreQueries } from '@/lib/api/query-client';
import { PaymentView, type ReturnResult } from '../components/payment-view';

interface PaymentTemplateProps {
  lang: Lang;
  /** The page's language prefix, for the links to the policies. */
  prefix: string;
  orderNo?: string;
  result: ReturnResult;
}

/** /{lang}/payment?orderNo=…[&result=success|fail|cancel]: pay an order, and the return from paying. */
export async function PaymentTemplate({ lang, prefix, orderNo, result }: PaymentTemplateProps) {
  const [t, site] = await Promise.all([getTranslations('checkout'), getSiteInfo(lang)]);
  const contacts = site && { email: site.supportEmail, messenger: site.messenger };
  const policy = (page: 'terms' | 'refund' | 'privacy') => (text: ReactNode) => (
    <Link href={localePath(prefix, page)} target="_blank" prefetch={false}>
      {text}
    </Link>
  );
  const agreement = t.rich('payAgreement', {
    terms: policy('terms'),
    refund: policy('refund'),
    privacy: policy('privacy'),
  });
  return (
    <PageSection title={t('paymentTitle')} width="narrow">
      {orderNo ? (
        <StoreQueries>
          <PaymentView orderNo={orderNo} result={result} contacts={contacts} agreement={agreement} />
        </StoreQueries>
      ) : (
        <p>{t('orderMissing')}</p>
      )}
    </PageSection>
  );
}
