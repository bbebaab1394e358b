import type { FaqEntry } from '@storefront/contracts/content';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { PlainText } from '../components/plain-text';
import styles from '../components/content.module.css';

export async function HelpDetailTemplate({ prefix, entry }: { prefix: string; entry: FaqEntry }) {
  const t = await getTranslations('help');
  return (
    <PageSection title={entry.question}>
      <div className={styles.prose}>
        <PlainText text={entry.answer} className={styles.prose} />
        <p>
          <Link href={localePath(prefix, 'help', { topic: entry.topicId })}>{t('back')}</Link>
        </p>
      </div>
    </PageSection>
  );
}
