import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time (DESIGN section 4: timestamptz in the database), read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
