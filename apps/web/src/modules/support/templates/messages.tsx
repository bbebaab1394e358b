import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/modules/common/components/empty-state';
import { ChatIcon } from '@/modules/common/components/icons';
import { PageSection } from '@/modules/common/components/page-section';

/** Conversations with customer service; threads arrive with the support domain. */
export async function MessagesTemplate() {
  const t = await getTranslations('messages');
  return (
    <PageSection title={t('title')}>
      <EmptyState icon={<ChatIcon />} title={t('empty')} text={t('emptyText')} />
    </PageSection>
  );
}
