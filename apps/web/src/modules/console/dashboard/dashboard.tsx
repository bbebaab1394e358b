'use client';

/** Placeholder: its helper replaces it. */
export function Dashboard({ lang }: { lang: string }) {
  return <p data-lang={lang}>{[lang].join(' ')}</p>;
}
