'use client';

import {
  RECEIPT_VAT_CODES,
  type ConsoleSiteSettings,
  type SiteTextsInput,
} from '@storefront/contracts/console-settings';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { SETTINGS_QUERY, staffCall } from '../console-api';
import { fieldProblem } from '../components/field';
import { Problem } from '../components/problem';
import {
  draftTexts,
  filledTexts,
  ImageField,
  LangField,
  LangSwitch,
  missingOf,
  refusedSave,
  SaveBar,
} from '../content/editing';
import { StoredEditor } from '../content/section';
import styles from '../content/content.module.css';
import { StaffPolicyPanel } from './staff-policy';

const EMPTY: SiteTextsInput = { title: '', description: '', keywords: '', legalLine: '', officeAddress: '' };

interface SettingsValues {
  storeName: string;
  logo: { key: string; url: string } | null;
  supportEmail: string;
  supportPhone: string;
  messengerName: string;
  messengerUrl: string;
  texts: Record<Lang, SiteTextsInput>;
  fiscalReceipts: boolean;
  receiptVatCode: string;
}

const valuesOf = (settings: ConsoleSiteSettings): SettingsValues => ({
  storeName: settings.storeName,
  logo: settings.logo,
  supportEmail: settings.supportEmail,
  supportPhone: settings.supportPhone ?? '',
  messengerName: settings.messengerName,
  messengerUrl: settings.messengerUrl,
  texts: draftTexts(settings.texts, EMPTY),
  fiscalReceipts: settings.fiscalReceipts,
  receiptVatCode: String(settings.receiptVatCode),
});

/** Owners: the store's name, logo and support contacts, and per language its head and footer texts. */
export function SettingsScreen({ lang }: { lang: string }) {
  const settings = useQuery({
    queryKey: SETTINGS_QUERY,
    queryFn: () => staffCall('settings/get', {}),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <div data-lang={lang}>
      <StoredEditor query={settings}>
        {(stored, onStale) => <SettingsForm key={stored.revision} settings={stored} onStale={onStale} />}
      </StoredEditor>
      <StaffPolicyPanel />
    </div>
  );
}

type ContactField = 'storeName' | 'supportEmail' | 'supportPhone' | 'messengerName' | 'messengerUrl';

function SettingsForm({
  settings,
  onStale,
}: {
  settings: ConsoleSiteSettings;
  onStale: (notice: string) => void;
}) {
  const t = useTranslations('consoleSettings');
  const id = useId();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof staffCall<'settings/save'>>[1]) => staffCall('settings/save', body),
    onSuccess: (saved) => client.setQueryData(SETTINGS_QUERY, saved),
  });
  const form = useForm<SettingsValues>({ defaultValues: valuesOf(settings) });
  const [editing, setEditing] = useState<Lang>(FALLBACK_LANG);
  const values = useWatch({ control: form.control }) as SettingsValues;

  const submit = form.handleSubmit(async (draft) => {
    if (!draft.texts.en.title.trim()) {
      setEditing(FALLBACK_LANG);
      form.setError('texts.en.title', { message: t('englishRequired') });
      return;
    }
    try {
      await save.mutateAsync({
        revision: settings.revision,
        storeName: draft.storeName,
        logo: draft.logo?.key ?? null,
        supportEmail: draft.supportEmail,
        supportPhone: draft.supportPhone.trim() || null,
        messengerName: draft.messengerName,
        messengerUrl: draft.messengerUrl,
        texts: filledTexts(draft.texts),
        fiscalReceipts: draft.fiscalReceipts,
        receiptVatCode: Number(draft.receiptVatCode),
      });
    } catch (error) {
      await refusedSave(
        error,
        { notice: onStale, reload: () => client.refetchQueries({ queryKey: SETTINGS_QUERY }) },
        (refused) => keepRefusal(form.setError, refused),
      );
    }
  });

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t('intro')}</p>

      <section className={styles.group} aria-labelledby={`${id}-store`}>
        <h3 id={`${id}-store`}>{t('store')}</h3>
        <div className={styles.grid}>
          <Contact form={form} name="storeName" label={t('storeName')} hint={t('storeNameHint')} />
        </div>
        <ImageField
          label={t('logo')}
          image={values.logo}
          fallbackUrl={null}
          emptyText={t('logoHint')}
          onChange={(logo) => form.setValue('logo', logo, { shouldDirty: true })}
        />
      </section>

      <section className={styles.group} aria-labelledby={`${id}-contacts`}>
        <h3 id={`${id}-contacts`}>{t('contacts')}</h3>
        <div className={styles.grid}>
          <Contact form={form} name="supportEmail" label={t('supportEmail')} type="email" />
          <Contact
            form={form}
            name="supportPhone"
            label={t('supportPhone')}
            type="tel"
            hint={t('phoneHint')}
          />
          <Contact form={form} name="messengerName" label={t('messengerName')} />
          <Contact
            form={form}
            name="messengerUrl"
            label={t('messengerUrl')}
            type="url"
            hint={t('messengerHint')}
          />
        </div>
      </section>

      <section className={styles.group} aria-labelledby={`${id}-receipts`}>
        <h3 id={`${id}-receipts`}>{t('receipts')}</h3>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('fiscalReceipts')} /> {t('fiscalReceipts')}
        </label>
        <p className={styles.muted}>{t('fiscalReceiptsHint')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-vat`}>{t('receiptVatCode')}</label>
          <select id={`${id}-vat`} {...form.register('receiptVatCode')}>
            {RECEIPT_VAT_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {t(`vat_${code}`)}
              </option>
            ))}
          </select>
        </div>
      </section>

      <section className={styles.group} aria-labelledby={`${id}-texts`}>
        <h3 id={`${id}-texts`}>{t('texts')}</h3>
        <LangSwitch missing={missingOf(values.texts)} editing={editing} onPick={setEditing} />
        <LangField
          form={form}
          name={`texts.${editing}.title`}
          label={t('headTitle')}
          hint={t('headTitleHint')}
        />
        <LangField form={form} name={`texts.${editing}.description`} label={t('headDescription')} rows={2} />
        <LangField form={form} name={`texts.${editing}.keywords`} label={t('keywords')} />
        <LangField
          form={form}
          name={`texts.${editing}.legalLine`}
          label={t('legalLine')}
          hint={t('legalLineHint')}
        />
        <LangField form={form} name={`texts.${editing}.officeAddress`} label={t('officeAddress')} />
      </section>

      <SaveBar form={form} label={t('save')} />
    </form>
  );
}

/** A labelled input of the store's details, with the API's refusal about it under it. */
function Contact({
  form,
  name,
  label,
  hint,
  type = 'text',
}: {
  form: UseFormReturn<SettingsValues>;
  name: ContactField;
  label: string;
  hint?: string;
  type?: string;
}) {
  const id = useId();
  const text = fieldProblem(form, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} aria-invalid={text ? true : undefined} {...form.register(name)} />
      {hint && <p className={styles.muted}>{hint}</p>}
      <Problem text={text} />
    </div>
  );
}
