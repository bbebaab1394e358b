'use client';

import Link from 'next/link';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { localePath, type RouteName } from '../routes';

/** The language prefix the store shell serves the page under (`/{lang}/…`, or the not-found page's). */
const LangPrefix = createContext<string | undefined>(undefined);

/** Set once by the store shell, so no component is handed the prefix by its parents. */
export function LangPrefixProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <LangPrefix.Provider value={prefix}>{children}</LangPrefix.Provider>;
}

/** The language prefix of the page being shown, for links and calls made from it. */
export function useLangPrefix(): string {
  const prefix = useContext(LangPrefix);
  if (prefix === undefined) throw new Error('useLangPrefix is for components inside the store shell');
  return prefix;
}

type LangLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  page: RouteName;
  query?: Record<string, string>;
};

/** A link to one of the store's pages under the current language prefix. */
export function LangLink({ page, query, ...props }: LangLinkProps) {
  return <Link href={localePath(useLangPrefix(), page, query)} {...props} />;
}
