import { zodResolver } from '@hookform/resolvers/zod';
import type { InputFields } from '@storefront/contracts/catalog';
import { parseOptions, rechargeAccountSchema } from '@/lib/forms/schemas';

/** The account form's checks; loaded apart from the order page (see edit-account.tsx). */
export const accountResolver = (fields: Pick<InputFields, 'playerId' | 'server'>) =>
  zodResolver(rechargeAccountSchema(fields), parseOptions);
