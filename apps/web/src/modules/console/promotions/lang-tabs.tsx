'use client';

import { LANGS, LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import catalogue from '../catalogue/catalogue.module.css';

/**
 * The twelve languages as tabs over a text's fields; a language without its own text (it falls
 * back to English) is drawn dashed and says so.
 */
export function LangTabs({
  selected,
  onSelect,
  filled,
}: {
  selected: Lang;
  onSelect: (lang: Lang) => void;
  filled: (lang: Lang) => boolean;
}) {
  const t = useTranslations('consolePromotions');
  return (
    <div className={catalogue.langs} role="tablist" aria-label={t('language')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          role="tab"
          aria-selected={selected === lang}
          className={filled(lang) ? undefined : catalogue.langMissing}
          onClick={() => onSelect(lang)}
        >
          {LANGUAGE_NAMES[lang]}
          {!filled(lang) && <span className="visually-hidden"> · {t('languageEmpty')}</span>}
        </button>
      ))}
    </div>
  );
}
