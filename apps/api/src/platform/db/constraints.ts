/** Whether an error is PostgreSQL refusing a duplicate of the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  if (code === '23505' && name === constraint) return true;
  // Drizzle wraps driver errors in its own, with the driver's error as the cause.
  return error.cause !== undefined && error.cause !== error && isUniqueViolation(error.cause, constraint);
}
