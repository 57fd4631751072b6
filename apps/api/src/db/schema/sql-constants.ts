import { type SQL, sql } from 'drizzle-orm';

/**
 * A constant from packages/core written into SQL as literals, for CHECK constraints: DDL takes
 * no bound parameters, so the values go into the migration's text.
 */
export function sqlLiteral(value: string | number): SQL {
  return sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
}

/** `(a, b, c)` for `column in (...)`. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(values.map(sqlLiteral), sql`, `)})`;
}
