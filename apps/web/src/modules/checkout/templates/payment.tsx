import type { Lang } from '@storefront/contracts/locale';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo } from '@/lib/api/system';
import { PageSection } from '@/modules/common/components/page-section';
import { StoreQueries } from '@/lib/api/query-client';
import { PaymentView, type ReturnResult } from '../components/payment-view';

interface PaymentTemplateProps {
  lang: Lang;
  orderNo?: string;
  result: ReturnResult;
}

/** /{lang}/payment?orderNo=…[&result=success|fail|cancel]: pay an order, and the return from paying. */
export async function PaymentTemplate({ lang, orderNo, result }: PaymentTemplateProps) {
  const [t, site] = await Promise.all([getTranslations('checkout'), getSiteInfo(lang)]);
  const contacts = site && { email: site.supportEmail, messenger: site.messenger };
  return (
    <PageSection title={t('paymentTitle')} width="narrow">
      {orderNo ? (
        <StoreQueries>
          <PaymentView orderNo={orderNo} result={result} contacts={contacts} />
        </StoreQueries>
      ) : (
        <p>{t('orderMissing')}</p>
      )}
    </PageSection>
  );
}
