import type pg from 'pg';

/**
 * Runs statements as named prepared statements of the connection they land on, each connection
 * keeping at most `maxPerConnection` of them (least recently used dropped with DEALLOCATE).
 *
 * Why: PostgreSQL plans an unnamed statement on every call. A prepared one on the search pool
 * (`plan_cache_mode = force_generic_plan`, db/client.ts) is planned once, at its first run: for
 * search's statement that is 1.1–1.9 ms of the server's CPU saved per search, a quarter of it
 * (docs/performance.md, "Fifth pass"). The bound is because each cached plan of that
 * statement holds about 0.6 MB of the server connection's memory, and the filters, sorts,
 * number of words and quality tiers make hundreds of different texts.
 */
export function createPreparedStatements(
  pool: pg.Pool,
  maxPerConnection: number,
  types: pg.CustomTypesConfig,
) {
  /** Per connection: statement text → its name, least recently used first. */
  const prepared = new WeakMap<pg.PoolClient, Map<string, string>>();
  let lastId = 0;

  return async function preparedQuery<T>(text: string, values: unknown[]): Promise<T[]> {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let names = prepared.get(client);
      if (!names) {
        names = new Map();
        prepared.set(client, names);
      }
      let name = names.get(text);
      if (name) {
        names.delete(text);
      } else {
        const [oldest] = names;
        if (oldest && names.size >= maxPerConnection) {
          await deallocate(client, oldest[1]);
          names.delete(oldest[0]);
        }
        lastId += 1;
        name = `prepared_${lastId}`;
      }
      names.set(text, name);
      // node-postgres parses the statement under this name on its first use on the connection.
      const result = await client.query({ name, text, values, types });
      return result.rows as T[];
    } catch (error) {
      // A connection whose statements we no longer know is not handed out again.
      prepared.delete(client);
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  };
}

async function deallocate(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`deallocate ${name}`);
  // node-postgres remembers the names it has parsed on a connection (to parse each once); a
  // name is never used again here, so forgetting it only keeps that list short.
  const connection = (client as unknown as { connection?: { parsedStatements?: object } })
    .connection;
  if (connection?.parsedStatements) {
    delete (connection.parsedStatements as Record<string, string>)[name];
  }
}
