/** PostgreSQL's code of a database error, found through drizzle's wrapping of the driver's. */
function driverError(error: unknown): (Error & { code?: string; constraint?: string }) | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (typeof (cause as { code?: unknown }).code === 'string') return cause;
  }
  return null;
}

/** Whether a database error breaks a unique key (this one, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  if (found?.code !== '23505') return false;
  return (
    constraint === undefined ||
    found.constraint === constraint ||
    found.message.includes(constraint)
  );
}

/** Whether a database error names a row that is not there (a foreign key). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}
