'use client';

/** Placeholder: its helper replaces it. */
export function OrderDetail({ lang, orderNo }: { lang: string; orderNo: string }) {
  return <p data-lang={lang}>{[lang, orderNo].join(' ')}</p>;
}
