'use client';

/** Placeholder: its helper replaces it. */
export function CustomerList({ lang }: { lang: string }) {
  return <p data-lang={lang}>{[lang].join(' ')}</p>;
}
