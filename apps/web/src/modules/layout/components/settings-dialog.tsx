'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import type { RegionItem } from '@storefront/contracts/system';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { COOKIE, COOKIE_MAX_AGE, writeCookie, type UserChoice } from '@/lib/cookies';
import { prefixFor } from '@/lib/i18n/languages';
import { withPrefix } from '@/lib/routes';
import { ChevronDownIcon } from '@/modules/common/components/icons';
import { ModalDialog } from '@/modules/common/components/modal-dialog';
import styles from './settings-dialog.module.css';

/** Spec section 9: the page reloads this long after a successful save. */
const RELOAD_DELAY_MS = 20;

interface SettingsDialogProps {
  enabled: string[];
  lang: Lang;
  region: string;
  currency: string;
  regions: RegionItem[];
  languages: { code: Lang; name: string }[];
}

function Flag({ src }: { src: string | undefined }) {
  if (!src) return null;
  // A tiny SVG: nothing for next/image to optimise, and plain <img> keeps it out of the JS bundle.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.flag} src={src} alt="" width={24} height={16} />;
}

/** Region and language (spec section 2), saved with user/updateInfo; the trigger shows the currency. */
export function SettingsDialog(props: SettingsDialogProps) {
  const prefix = useLangPrefix();
  const { enabled, lang, region, currency, regions, languages } = props;
  const t = useTranslations('settings');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [chosenRegion, setChosenRegion] = useState(region);
  const [chosenLang, setChosenLang] = useState<Lang>(lang);
  const regionId = useId();
  const languageId = useId();
  const iconOf = (code: string) => regions.find((item) => item.code === code)?.iconUrl;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const answer = await callApi('user/updateInfo', { lang: chosenLang, region: chosenRegion });
    if (!answer.ok) {
      setSaving(false);
      return;
    }
    const saved = answer.data;
    const year = { maxAge: COOKIE_MAX_AGE.preference };
    writeCookie(COOKIE.lang, saved.lang, { maxAge: COOKIE_MAX_AGE.lang });
    writeCookie(COOKIE.regionKey, saved.region, year);
    writeCookie(COOKIE.currencyKey, saved.currency, year);
    const choice: UserChoice = { lang: saved.lang, region: saved.region, currency: saved.currency };
    writeCookie(COOKIE.userChooseInfo, JSON.stringify(choice), year);
    setOpen(false);
    const target = withPrefix(location.pathname, prefixFor(saved.lang, enabled) ?? prefix, enabled);
    history.replaceState(null, '', target + location.search + location.hash);
    setTimeout(() => location.reload(), RELOAD_DELAY_MS);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setChosenRegion(region);
          setChosenLang(lang);
        }
      }}
    >
      <Dialog.Trigger className={styles.trigger}>
        <span className="visually-hidden">{t('open')}</span>
        <Flag src={iconOf(region)} />
        <span className={styles.currency}>{currency}</span>
        <span className={styles.separator} aria-hidden="true">
          ·
        </span>
        <span className={styles.language}>{LANGUAGE_NAMES[lang]}</span>
        <ChevronDownIcon className={styles.chevron} />
      </Dialog.Trigger>
      <ModalDialog title={t('title')} description={t('description')} closeLabel={t('close')}>
        <form className={styles.form} onSubmit={save}>
          <div className={styles.field}>
            <label htmlFor={regionId}>{t('region')}</label>
            {regions.length > 0 ? (
              <div className={styles.control}>
                <Flag src={iconOf(chosenRegion)} />
                <select
                  id={regionId}
                  value={chosenRegion}
                  onChange={(event) => setChosenRegion(event.target.value)}
                >
                  {regions.map((item) => (
                    <option key={item.code} value={item.code}>
                      {item.name} | {item.currency}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p id={regionId} className={styles.notice}>
                {t('regionsUnavailable')}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={languageId}>{t('language')}</label>
            <div className={styles.control}>
              <select
                id={languageId}
                value={chosenLang}
                onChange={(event) => setChosenLang(event.target.value as Lang)}
              >
                {languages.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('saving') : t('save')}
          </button>
        </form>
      </ModalDialog>
    </Dialog.Root>
  );
}
