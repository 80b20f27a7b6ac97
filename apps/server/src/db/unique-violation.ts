/**
 * The name of the unique index a failed insert or update hit, or undefined for any other failure.
 * Drizzle wraps the driver's error (pg and PGlite both carry code and constraint) in `cause`.
 */
export function findUniqueViolation(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Whether the failure is a foreign-key violation: a row another table still points at. */
export function hasForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
