'use client';

/** Placeholder: the order actions' helper replaces it (props: the order's detail and a refresh). */
export function OrderActions({ orderNo, onChanged }: { orderNo: string; onChanged: () => void }) {
  return <p data-order={orderNo} onClick={onChanged} />;
}
