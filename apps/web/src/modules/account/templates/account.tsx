import { LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getBaseInfo } from '@/lib/api/system';
import { localePath } from '@/lib/routes';
import { readSessionView } from '@/lib/session/server-view';
import { shownSettings } from '@/lib/session/shown-settings';
import { UserIcon } from '@/modules/common/components/icons';
import { PageSection } from '@/modules/common/components/page-section';
import styles from './account.module.css';

/** Personal: who the visitor is to the store right now, guest or signed in, and their settings. */
export async function AccountTemplate({ prefix, lang }: { prefix: string; lang: Lang }) {
  const [t, tUser, view, baseInfo] = await Promise.all([
    getTranslations('account'),
    getTranslations('user'),
    readSessionView(),
    getBaseInfo(lang),
  ]);
  const regions = baseInfo?.regionList ?? [];
  const { region, currency } = shownSettings(prefix, view, regions);
  const regionName = regions.find((item) => item.code === region)?.name ?? region;

  return (
    <PageSection title={t('title')}>
      <div className={styles.card}>
        <span className={styles.avatar}>
          <UserIcon />
        </span>
        <div className={styles.who}>
          {view.email ? (
            <>
              <h2>{t('signedInTitle')}</h2>
              <p>{t('signedInAs', { email: view.email })}</p>
            </>
          ) : (
            <>
              <h2>{t('guestTitle')}</h2>
              <p>{t('guestText')}</p>
              <Link href={localePath(prefix, 'login')} className="button" prefetch={false}>
                {tUser('signIn')}
              </Link>
            </>
          )}
        </div>
      </div>
      <dl className={styles.settings}>
        <div>
          <dt>{t('region')}</dt>
          <dd>{regionName}</dd>
        </div>
        <div>
          <dt>{t('currency')}</dt>
          <dd>{currency}</dd>
        </div>
        <div>
          <dt>{t('language')}</dt>
          <dd>{LANGUAGE_NAMES[lang]}</dd>
        </div>
      </dl>
    </PageSection>
  );
}
