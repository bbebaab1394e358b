import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BoltIcon, HeadsetIcon, KeyIcon } from '@/modules/common/components/icons';
import styles from './home.module.css';

function PromiseCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className={styles.promise}>
      <span className={styles.promiseIcon}>{icon}</span>
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}

/** The landing: the store's promises (spec section 1); the catalogue joins it in a later step. */
export async function HomeTemplate() {
  const t = await getTranslations('home');
  const range = ['rangeTopUps', 'rangeCards', 'rangeStreams', 'rangeKeys', 'rangeGiftCards'] as const;
  const steps = ['step1', 'step2', 'step3'] as const;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <ul className={styles.range} aria-label={t('rangeTitle')}>
            {range.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container" aria-labelledby="promises-title">
        <h2 id="promises-title" className={styles.sectionTitle}>
          {t('promisesTitle')}
        </h2>
        <ul className={styles.promises}>
          <PromiseCard icon={<BoltIcon />} title={t('topUpTitle')} text={t('topUpText')} />
          <PromiseCard icon={<KeyIcon />} title={t('codeTitle')} text={t('codeText')} />
          <PromiseCard icon={<HeadsetIcon />} title={t('supportTitle')} text={t('supportText')} />
        </ul>
      </section>

      <section className="container" aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.sectionTitle}>
          {t('stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <p className={styles.soon}>{t('catalogueSoon')}</p>
      </section>
    </>
  );
}
