import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/modules/common/components/empty-state';
import { NewsIcon } from '@/modules/common/components/icons';
import { PageSection } from '@/modules/common/components/page-section';

/** News and promotions; articles arrive with the content domain. */
export async function NewsTemplate() {
  const t = await getTranslations('news');
  return (
    <PageSection title={t('title')}>
      <EmptyState icon={<NewsIcon />} title={t('empty')} text={t('emptyText')} />
    </PageSection>
  );
}
