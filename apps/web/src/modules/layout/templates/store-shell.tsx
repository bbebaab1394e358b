import { LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getBaseInfo, getSiteInfo, getYandexTag, storeNameOf } from '@/lib/api/system';
import { LangPrefixProvider } from '@/lib/i18n/lang-prefix';
import { clientMessages } from '@/lib/i18n/messages';
import { servedLangs } from '@/lib/i18n/languages';
import { readSessionView } from '@/lib/session/server-view';
import { shownSettings } from '@/lib/session/shown-settings';
import { SessionStart } from '@/modules/auth/components/session-start';
import { Toaster } from '@/modules/common/components/toaster';
import { FloatingChat } from '@/modules/support/components/floating-chat';
import { ReplyWatcher } from '@/modules/support/feedback/reply-watcher';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { YandexMetrica } from '../components/yandex-metrica';

interface StoreShellProps {
  prefix: string;
  lang: Lang;
  enabled: string[];
  children: ReactNode;
}

/** Header, page and footer, with the session and toasts started in the browser. */
export async function StoreShell({ prefix, lang, enabled, children }: StoreShellProps) {
  const [view, baseInfo, site, yandexTag, messages, t] = await Promise.all([
    readSessionView(),
    getBaseInfo(lang),
    getSiteInfo(lang),
    getYandexTag(lang),
    getMessages(),
    getTranslations('common'),
  ]);
  const regions = baseInfo?.regionList ?? [];
  const { region, currency } = shownSettings(prefix, view, regions);
  const listed = baseInfo?.languageList;
  const languages = servedLangs(enabled)
    .filter((code) => !listed || listed.some((item) => item.code === code))
    .map((code) => ({
      code,
      name: listed?.find((item) => item.code === code)?.name ?? LANGUAGE_NAMES[code],
    }));
  const { signedIn } = view;
  const storeName = storeNameOf(site);

  return (
    <NextIntlClientProvider messages={clientMessages(messages)}>
      <LangPrefixProvider prefix={prefix}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader
          prefix={prefix}
          enabled={enabled}
          lang={lang}
          signedIn={signedIn}
          region={region}
          currency={currency}
          regions={regions}
          languages={languages}
          providers={baseInfo?.loginProviders ?? []}
          brand={{ name: storeName, logoUrl: site?.logoUrl ?? null }}
        />
        <main id="main">{children}</main>
        <SiteFooter site={site} storeName={storeName} prefix={prefix} />
        <FloatingChat />
        <ReplyWatcher storeName={storeName} />
        <Toaster label={t('notification')} />
        <SessionStart signedIn={signedIn} region={region} currency={currency} />
        {yandexTag && <YandexMetrica tagId={yandexTag} />}
      </LangPrefixProvider>
    </NextIntlClientProvider>
  );
}
