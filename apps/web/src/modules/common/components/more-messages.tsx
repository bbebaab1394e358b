'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

/**
 * Adds texts for one part of one page to those every page has, so that they travel only with that
 * page (the page's server template picks them). Time zone and formats are the enclosing provider's.
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const locale = useLocale();
  const shared = useMessages();
  const merged = useMemo(() => ({ ...shared, ...messages }), [shared, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
