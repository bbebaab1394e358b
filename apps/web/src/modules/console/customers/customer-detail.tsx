'use client';

/** Placeholder: its helper replaces it. */
export function CustomerDetail({ lang, id }: { lang: string; id: string }) {
  return <p data-lang={lang}>{[lang, id].join(' ')}</p>;
}
