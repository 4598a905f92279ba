import { describe, expect, it } from 'vitest';
import { demoCaptains } from '../src/db/seed/demo-captains';
import { demoPassword } from '../src/db/seed/seed';
import { useTestApp, type TestContext } from './support/harness';
import { apiKeyFor, unlockApiPage } from './support/merchant-api';
import { fuzzOperations, type FuzzOperation, type OpenApiDocument } from './support/openapi-fuzz';

// docs/quality.md R9 for every route of both OpenAPI documents (the portal's and ops', /api/docs/json, and
// the merchant API's, /api/v1/docs): hostile path, query and body values never make the server fail (5xx),
// and every refusal is the envelope. The cases come from the documents, so a new route is fuzzed as soon
// as it exists; one field is made hostile at a time, the others valid, so each value reaches the code.
const t = useTestApp();

/** A fixed seed: the same values every run, so a failure repeats. */
const seed = 33;

/** Each prefix's caller: the session the routes under it are meant for. */
type Caller = 'client' | 'staff' | 'captain' | 'apiKey' | 'none';
const callerOf = (path: string): Caller =>
  path.startsWith('/api/client/')
    ? 'client'
    : path.startsWith('/api/ops/')
      ? 'staff'
      : path.startsWith('/api/captain/')
        ? 'captain'
        : path.startsWith('/api/v1/')
          ? 'apiKey'
          : 'none';

/** Routes that end the session they are called with: each of their requests gets a session of its own. */
const endsItsSession = new Set([
  'POST /api/client/logout',
  'POST /api/ops/logout',
  'POST /api/captain/logout',
]);

async function documents(): Promise<OpenApiDocument[]> {
  const portal = await t.call({ url: '/api/docs/json' });
  const merchantApi = await t.call({ url: '/api/v1/docs' });
  expect(portal.status).toBe(200);
  expect(merchantApi.status).toBe(200);
  // The merchant API's paths are relative to its one server (/api/v1).
  const base: string = merchantApi.body.servers[0].url;
  const paths = Object.entries(merchantApi.body.paths).map(([path, item]) => [base + path, item]);
  return [portal.body, { ...merchantApi.body, paths: Object.fromEntries(paths) }];
}

/** The operations of both documents, once each (the merchant API's are also in the portal's document). */
async function operations(): Promise<FuzzOperation[]> {
  const seen = new Map<string, FuzzOperation>();
  for (const document of await documents()) {
    for (const operation of fuzzOperations(document, seed))
      seen.set(`${operation.method} ${operation.path}`, operation);
  }
  return [...seen.values()];
}

interface Outcome {
  requests: number;
  failures: string[];
  /** Operations whose every answer was 401 or 403: the fuzz did not reach them. */
  unreached: string[];
}

async function unlockedToken(ctx: TestContext): Promise<string> {
  const token = await ctx.tokenFor('merchant@demo.test');
  await unlockApiPage(ctx, token);
  return token;
}

async function fuzz(ctx: TestContext, ops: FuzzOperation[], caller: Caller): Promise<Outcome> {
  const outcome: Outcome = { requests: 0, failures: [], unreached: [] };
  const tokenOf = async (): Promise<string | null> => {
    if (caller === 'client') return ctx.tokenFor('merchant@demo.test');
    if (caller === 'staff') return ctx.staffTokenFor('admin@demo.test');
    if (caller === 'captain') {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/captain/login',
        body: { phone: demoCaptains[0]!.phone, password: demoPassword },
      });
      return res.body.access_token as string;
    }
    return null;
  };
  // Unlocked before the fuzz spends the account's codes on the OTP routes.
  const unlocked = caller === 'client' ? await unlockedToken(ctx) : null;
  const apiKey = caller === 'apiKey' ? await apiKeyFor(ctx, 'merchant@demo.test') : null;
  for (const op of ops) {
    const name = `${op.method} ${op.path}`;
    // A fresh session per operation: one operation's effects (a revoked token) do not blind the next.
    let token = apiKey ?? (await tokenOf());
    let reached = false;
    for (const [i, request] of op.requests.entries()) {
      if (endsItsSession.has(name)) token = await tokenOf();
      const call = () =>
        ctx.call({
          method: request.method as 'GET',
          url: request.url,
          token,
          lang: outcome.requests % 2 === 0 ? 'ar' : 'en',
          ...(request.body === undefined ? {} : { body: request.body }),
        });
      let res = await call();
      // The API page's routes want a session unlocked with the code sent to the phone (decision 029).
      if (i === 0 && caller === 'client' && res.status === 403) {
        token = unlocked;
        res = await call();
      }
      outcome.requests += 1;
      if (res.status !== 401 && res.status !== 403) reached = true;
      const envelope =
        res.status < 400 ||
        (res.body?.success === 0 &&
          typeof res.body.error_msg === 'string' &&
          typeof res.body.code === 'string');
      if (res.status >= 500 || !envelope) {
        outcome.failures.push(
          `${res.status} ${request.method} ${request.url.slice(0, 160)} (${request.what}) → ${res.raw.body.slice(0, 200)}`,
        );
      }
    }
    if (!reached) outcome.unreached.push(name);
  }
  return outcome;
}

describe('fuzzing every route of the OpenAPI documents (R9)', () => {
  it.each(['client', 'apiKey', 'staff', 'captain', 'none'] as const)(
    'never answers 5xx, always with the envelope: the %s routes',
    async (caller) => {
      const ops = (await operations()).filter((op) => callerOf(op.path) === caller);
      const started = Date.now();
      const outcome = await fuzz(t, ops, caller);
      console.info(
        `fuzz ${caller}: ${ops.length} route-methods, ${outcome.requests} requests, ` +
          `${outcome.failures.length} failures, ${Date.now() - started} ms`,
      );
      expect(ops.length).toBeGreaterThan(0);
      expect(outcome.failures).toEqual([]);
      expect(outcome.unreached).toEqual([]);
    },
    // ~3,900 requests: ~30 s on a quiet machine, several times that on a loaded one.
    300_000,
  );
});
