import {
  ERROR,
  isLang,
  type UpdateInfoData,
  type UpdateInfoRequest,
  type UserInfo,
} from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Customer } from '../auth/index.ts';
import { customers } from '../auth/tables.ts';
import type { SystemService } from '../system/index.ts';

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({ db, system }: { db: Db; system: SystemService }) {
  return {
    /** The user-info record of the menu and My Account, from the caller's customer row. */
    info(customer: Customer): UserInfo {
      return {
        userId: customer.id,
        email: customer.email ?? '',
        isBindEmail: customer.email ? 1 : 0,
        isRegister: customer.kind === 'registered' ? 1 : 0,
        emailVerified: customer.emailVerifiedAt !== null,
        hasPassword: customer.passwordHash !== null,
        inviteCode: customer.inviteCode ?? '',
        lang: isLang(customer.lang) ? customer.lang : system.defaultLang,
        region: customer.regionCode,
        currency: customer.currencyCode,
        createdAt: customer.createdAt.getTime(),
      };
    },

    /** Saves the settings dialog's choice; the currency follows the region. */
    async updateInfo(customerId: string, choice: UpdateInfoRequest): Promise<UpdateInfoData> {
      const region = await system.findRegion(choice.region);
      if (!region) throw new DomainError(ERROR.REGION_NOT_FOUND);
      const lang = system.enabledLang(choice.lang);
      if (!lang) throw new DomainError(ERROR.LANGUAGE_NOT_FOUND);
      await db
        .update(customers)
        .set({ lang, regionCode: region.code, currencyCode: region.currency, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
      return { lang, region: region.code, currency: region.currency };
    },
  };
}
