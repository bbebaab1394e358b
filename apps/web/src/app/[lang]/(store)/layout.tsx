import type { ReactNode } from 'react';
import { enabledPathCodes } from '@/lib/i18n/languages';
import { pageLanguage, type LangParams } from '@/lib/i18n/page-language';
import { StoreShell } from '@/modules/layout/templates/store-shell';

/** The store's pages: its header, footer, customer session and chat (the console has none of them). */
export default async function StoreLayout({ children, params }: { children: ReactNode; params: LangParams }) {
  const { prefix, lang } = await pageLanguage(params);
  return (
    <StoreShell prefix={prefix} lang={lang} enabled={enabledPathCodes()}>
      {children}
    </StoreShell>
  );
}
