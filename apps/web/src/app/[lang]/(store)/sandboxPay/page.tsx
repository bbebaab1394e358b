import { SandboxSessionId } from '@storefront/contracts/payments';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreQueries } from '@/lib/api/query-client';
import { SandboxGateway } from '@/modules/checkout/components/sandbox-gateway';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('checkout'))('sandboxTitle'), robots: { index: false } };
}

interface SandboxPayPageProps {
  searchParams: Promise<{ session?: string | string[] }>;
}

/** The sandbox payment provider's hosted page (/{lang}/sandboxPay?session=sbx_…). */
export default async function SandboxPayPage({ searchParams }: SandboxPayPageProps) {
  const { session } = await searchParams;
  const parsed = SandboxSessionId.safeParse(session);
  const t = await getTranslations('checkout');
  return (
    <div className="container">
      {parsed.success ? (
        <StoreQueries>
          <SandboxGateway sessionId={parsed.data} />
        </StoreQueries>
      ) : (
        <p role="alert">{t('sandboxMissing')}</p>
      )}
    </div>
  );
}
