import { getTranslations } from 'next-intl/server';
import { StoreQueries } from '@/lib/api/query-client';
import { PageSection } from '@/modules/common/components/page-section';
import { ConversationList } from '../components/conversation-list';
import { BrowserTimeZone } from '@/modules/common/components/browser-time-zone';

/** /chat: the customer's conversations with customer service and feedback threads. */
export async function MessagesTemplate() {
  const t = await getTranslations('messages');
  return (
    <PageSection title={t('title')} width="column">
      <StoreQueries>
        <BrowserTimeZone>
          <ConversationList />
        </BrowserTimeZone>
      </StoreQueries>
    </PageSection>
  );
}
