/** The names the pages give the demo payment methods, by id; a method added later reads "Other method" until named. */
const METHOD_NAME: Partial<
  Record<string, 'method_card' | 'method_sbp' | 'method_ewallet' | 'method_stripe_card'>
> = {
  card: 'method_card',
  sbp: 'method_sbp',
  ewallet: 'method_ewallet',
  stripe_card: 'method_stripe_card',
};

export function methodKey(id: string) {
  return METHOD_NAME[id] ?? 'method_other';
}
