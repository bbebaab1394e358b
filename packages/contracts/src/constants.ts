// Plain values the browser needs, apart from the schemas: a page importing one of them from here
// does not ship zod (the modules that build schemas at load time drag all of it into the bundle).
// The schema modules re-export them, so server code may keep importing them from there.

/**
 * Feedback on an order (spec sections 3 and 4): one thread per order, opened by its customer.
 * 1 waiting for a reply → 2 replied (an agent answered) → 3 closed ("feedback has ended", by an
 * agent). The customer can ask again from replied or closed: the thread is waiting again.
 */
export const FEEDBACK_STATUS = { waiting: 1, replied: 2, closed: 3 } as const;

/** Most units of one SKU in one order. */
export const MAX_QUANTITY = 10;
