'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useState } from 'react';

/**
 * Dates formatted by next-intl need a time zone, and the server cannot know the customer's: lists
 * the browser fills (conversations, feedback threads, the agents' queue) use the browser's own.
 * They hold no date the server rendered, so the two never disagree.
 */
export function BrowserTimeZone({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
