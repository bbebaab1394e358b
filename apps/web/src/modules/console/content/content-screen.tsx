'use client';

/** Placeholder: its helper replaces it. */
export function ContentScreen({ lang }: { lang: string }) {
  return <p data-lang={lang}>{[lang].join(' ')}</p>;
}
