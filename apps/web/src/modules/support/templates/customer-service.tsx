import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/routes';
import { PageSection } from '@/modules/common/components/page-section';
import { CustomerChat } from '../chat/customer-chat';
import styles from './customer-service.module.css';

/**
 * Inside the floating button's frame only the chat shows: the store's header, footer and button
 * are already around the frame (hidden by a style sent with the page, so they never flash).
 */
const FRAME_STYLE = 'body > header, body > footer, body > .skip-link { display: none !important; }';

export async function CustomerServiceTemplate({ prefix, framed }: { prefix: string; framed: boolean }) {
  const t = await getTranslations('support');
  if (framed)
    return (
      <>
        <style>{FRAME_STYLE}</style>
        <h1 className="visually-hidden">{t('chatTitle')}</h1>
        <CustomerChat framed />
      </>
    );
  return (
    <PageSection title={t('chatTitle')}>
      <div className={styles.page}>
        <Link href={localePath(prefix, 'chat')}>← {t('allConversations')}</Link>
        <p className={styles.intro}>{t('chatIntro')}</p>
        <CustomerChat />
      </div>
    </PageSection>
  );
}
