import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks, with zod and the schemas (some 33 KB gzip), fetched when the customer first uses
 * the form instead of with the page, where running them held up its first interaction. A check made
 * before they arrive waits for them; a failed fetch (a lost connection) is tried again next time.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): Resolver<V> {
  let resolver: Promise<Resolver<V>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
