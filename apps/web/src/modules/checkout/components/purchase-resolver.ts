import { zodResolver } from '@hookform/resolvers/zod';
import type { InputFields } from '@storefront/contracts/catalog';
import { parseOptions, purchaseSchema } from '@/lib/forms/schemas';

/** The purchase form's checks; loaded apart from the page (see lazy-resolver.ts). */
export const purchaseResolver = (fields: InputFields, guest: boolean) =>
  zodResolver(purchaseSchema(fields, guest), parseOptions);
