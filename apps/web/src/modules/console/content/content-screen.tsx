'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BannersSection } from './banners-section';
import { HelpSection } from './help-section';
import { NewsSection } from './news-section';
import { PagesSection } from './pages-section';
import styles from './content.module.css';

const SECTIONS = ['news', 'banners', 'help', 'pages'] as const;
type Section = (typeof SECTIONS)[number];

/** Owners and operators: news and promotions, the home page's banners, the help centre and the policy pages. */
export function ContentScreen({ lang }: { lang: string }) {
  const t = useTranslations('consoleContent');
  const [section, setSection] = useState<Section>('news');
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('sections')}>
        {SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`content-tab-${name}`}
            aria-selected={section === name}
            aria-controls="content-panel"
            onClick={() => setSection(name)}
          >
            {t(`section_${name}`)}
          </button>
        ))}
      </div>
      <div id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${section}`} data-lang={lang}>
        {section === 'news' && <NewsSection />}
        {section === 'banners' && <BannersSection />}
        {section === 'help' && <HelpSection />}
        {section === 'pages' && <PagesSection />}
      </div>
    </>
  );
}
