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
    | 'method_xendit_dana'
    | 'method_xendit_linkaja'
    | 'method_xendit_ovo'
    | 'method_xendit_shopeepay'
    | 'method_xendit_gcash'
    | 'method_xendit_maya'
    | 'method_xendit_momo'
    | 'method_xendit_truemoney'
    | 'method_xendit_touchngo'
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
  xendit_dana: 'method_xendit_dana',
  xendit_linkaja: 'method_xendit_linkaja',
  xendit_ovo: 'method_xendit_ovo',
  xendit_shopeepay: 'method_xendit_shopeepay',
  xendit_gcash: 'method_xendit_gcash',
  xendit_maya: 'method_xendit_maya',
  xendit_momo: 'method_xendit_momo',
  xendit_truemoney: 'method_xendit_truemoney',
  xendit_touchngo: 'method_xendit_touchngo',
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
  'xendit_dana',
  'xendit_linkaja',
  'xendit_ovo',
  'xendit_shopeepay',
  'xendit_gcash',
  'xendit_maya',
  'xendit_momo',
  'xendit_truemoney',
  'xendit_touchngo',
]);

export function methodLogo(id: string): string | undefined {
  return METHOD_LOGOS.has(id) ? `/payment-methods/${id}.svg` : undefined;
}
