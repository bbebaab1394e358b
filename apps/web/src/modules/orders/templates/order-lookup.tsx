import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/modules/account/templates/auth-page';
import { OrderLookupForm } from '../components/order-lookup-form';

/** /{lang}/orderLookup[?orderNo=…]: find an order bought as a guest in another browser. */
export async function OrderLookupTemplate({ orderNo }: { orderNo?: string }) {
  const t = await getTranslations('orders');
  return (
    <AuthPage title={t('findOrder')} lead={t('findOrderLead')}>
      <OrderLookupForm orderNo={orderNo} />
    </AuthPage>
  );
}
