/** The names the pages give the demo payment methods, by id; a method added later reads "Other method" until named. */
const METHOD_NAME: Partial<
  Record<
    string,
    | 'method_card'
    | 'method_sbp'
    | 'method_ewallet'
    | 'method_stripe_card'
    | 'method_yookassa_card'
    | 'method_yookassa_sbp'
    | 'method_yookassa_sberpay'
    | 'method_yookassa_yoomoney'
  >
> = {
  card: 'method_card',
  sbp: 'method_sbp',
  ewallet: 'method_ewallet',
  stripe_card: 'method_stripe_card',
  yookassa_card: 'method_yookassa_card',
  yookassa_sbp: 'method_yookassa_sbp',
  yookassa_sberpay: 'method_yookassa_sberpay',
  yookassa_yoomoney: 'method_yookassa_yoomoney',
};

export function methodKey(id: string) {
  return METHOD_NAME[id] ?? 'method_other';
}

/** The methods with a logo of their own: small local SVGs in public/payment-methods, named by the method's id. */
const METHOD_LOGOS = new Set([
  'yookassa_card',
  'yookassa_sbp',
  'yookassa_sberpay',
  'yookassa_yoomoney',
]);

export function methodLogo(id: string): string | undefined {
  return METHOD_LOGOS.has(id) ? `/payment-methods/${id}.svg` : undefined;
}
