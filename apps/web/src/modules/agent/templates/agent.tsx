import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageSection } from '@/modules/common/components/page-section';
import { AgentConsole } from '../components/agent-console';
import { BrowserTimeZone } from '@/modules/common/components/browser-time-zone';

/**
 * /{lang}/agent: the customer-service agents' console. Its texts travel only with this page, not
 * with every page of the store.
 */
export async function AgentTemplate() {
  const [t, messages] = await Promise.all([getTranslations('agent'), getMessages()]);
  // The order's status in the customer's words, and none of the other order texts; a claim's states and kinds.
  const statuses = Object.fromEntries(
    Object.entries(messages.orders).filter(([key]) => key.startsWith('status_')),
  );
  return (
    <PageSection title={t('title')}>
      <NextIntlClientProvider
        messages={{
          agent: messages.agent,
          support: messages.support,
          claims: messages.claims,
          orders: statuses,
        }}
      >
        <BrowserTimeZone>
          <AgentConsole />
        </BrowserTimeZone>
      </NextIntlClientProvider>
    </PageSection>
  );
}
