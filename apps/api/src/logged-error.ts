import pino from 'pino';
import { withoutQueryValues } from './logged-url';

/**
 * How an error reaches a log line (the `err` serializer of every logger). A database error carries the
 * statement and its parameters (receivers, phones, addresses, token hashes) in its message, `query`,
 * `params`, `detail` and `where`: such an error is logged as its SQLSTATE code, the statement's first
 * keyword and table, and the schema names PostgreSQL reports, never its text or values.
 */
export function serializeError(err: unknown): unknown {
  if (!isErrorLike(err)) return err;
  const chain = causes(err);
  if (!chain.some(isDatabaseError)) {
    // A message may name a URL with its query (a fetch that failed, a reply sent twice): no values.
    const plain = pino.stdSerializers.err(err);
    const scrub = (text: unknown) => (typeof text === 'string' ? withoutQueryValues(text) : text);
    return { ...plain, message: scrub(plain.message), stack: scrub(plain.stack) };
  }
  const statement = chain.map((e) => (e as { query?: unknown }).query).find((q) => typeof q === 'string');
  const summary: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: chain.map(safeMessage).join('; caused by: '),
    stack: err.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
  if (typeof statement === 'string') summary.statement = statementName(statement);
  for (const e of chain) {
    for (const key of reportedFields) {
      const value = (e as unknown as Record<string, unknown>)[key];
      if (summary[key] === undefined && (typeof value === 'string' || typeof value === 'number'))
        summary[key] = value;
    }
  }
  return summary;
}

/** Fields of node-postgres/PGlite errors that name things (codes, schema objects), never values. */
const reportedFields = [
  'code',
  'errno',
  'syscall',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];

/** SQLSTATE classes whose messages name only objects (connection, transaction, syntax, resources, shutdown). */
const classesWithSafeMessages = ['08', '25', '40', '42', '53', '57'];

/** "select orders", "insert into orders", "update sessions": enough to find the query, no values. */
export function statementName(text: string): string {
  const keyword = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:from|into|update|table)\s+"?([A-Za-z_][\w.]*)"?/i.exec(text)?.[1];
  return table ? `${keyword} ${table}` : keyword;
}

function safeMessage(e: Error): string {
  if (typeof (e as { query?: unknown }).query === 'string' && !isSqlState(e)) return 'Failed query';
  if (!isSqlState(e)) return e.message;
  const code = (e as unknown as { code: string }).code;
  return classesWithSafeMessages.includes(code.slice(0, 2)) ? e.message : `database error ${code}`;
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)
  );
}

function causes(err: Error): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = err; isErrorLike(e) && chain.length < 5; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

function isSqlState(e: Error): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && ('severity' in e || 'routine' in e);
}

function isDatabaseError(e: Error): boolean {
  return isSqlState(e) || 'params' in e || 'query' in e;
}
