import type { parse, PGlite, protocol, QueryOptions, Results } from '@electric-sql/pglite';

/** PGlite's protocol helpers, handed over by whoever imported PGlite (a PostgreSQL start never loads it). */
interface PgliteProtocol {
  parse: typeof parse;
  protocol: typeof protocol;
}

/** The part of drizzle's PGlite session this module changes: how a prepared query is made. */
export interface PgliteSessionLike {
  prepareQuery(query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]): unknown;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A stand-in for the PGlite client behind one named statement: parsed and planned once, then each call is
 * a single trip into the database (bind, describe, execute, sync) instead of PGlite's six (parse, describe,
 * bind, describe, execute, sync) with a parse and a plan every time. PostgreSQL gets the same from
 * node-postgres's named statements; this is PGlite's equal (docs/quality.md P3, decision 033).
 * It keeps PGlite's own order: after any transaction, one statement at a time, the filesystem synced.
 */
/** What each PGlite database has prepared: a name, its text and its parameters' types. */
const preparedBy = new WeakMap<PGlite, Map<string, { text: string; paramTypes: number[] }>>();

export function namedStatementClient(client: PGlite, name: string, { parse, protocol }: PgliteProtocol) {
  const { serialize } = protocol;
  let prepared = preparedBy.get(client);
  if (!prepared) preparedBy.set(client, (prepared = new Map()));
  const statements = prepared;

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          let statement = statements.get(name);
          if (statement?.text !== text) {
            // A name another text had (two repositories naming alike) is given to the newest.
            const close = statement ? [serialize.close({ type: 'S', name })] : [];
            const described = await client.execProtocolStream(
              joined([
                ...close,
                serialize.parse({ name, text }),
                serialize.describe({ type: 'S', name }),
                serialize.sync(),
              ]),
              { syncToFs: false },
            );
            statement = { text, paramTypes: parse.parseDescribeStatementResults(described) };
            statements.set(name, statement);
          }
          const { paramTypes } = statement;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = paramTypes[i]!;
            const serializer = options?.serializers?.[type] ?? client.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          const messages = await client.execProtocolStream(
            joined([
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          if (!client.isInTransaction()) await client.syncToFs();
          return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
        }),
      );
    },
  };
}

/**
 * Gives every statement the repositories prepare by name (`.prepare('orders_version')`) a named
 * statement of its own in PGlite. drizzle's PGlite driver takes the name but parses each call again;
 * its prepared query sends through its `client`, which is swapped here for the named one.
 */
export function useNamedStatements(session: PgliteSessionLike, client: PGlite, pglite: PgliteProtocol): void {
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest) as { client: unknown };
    if (name) prepared.client = namedStatementClient(client, name, pglite);
    return prepared;
  };
}
