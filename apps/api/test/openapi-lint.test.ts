import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { webhookEventTypes } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';

// Both OpenAPI documents through Redocly's recommended rules (issue 40 point 2, decisions 055 and 069).
const t = useTestApp();
const run = promisify(execFile);

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
}

async function lint(document: unknown): Promise<{ errors: number; warnings: number; rules: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  // Offline: the recommended ruleset ships with the CLI; telemetry off.
  const result = await run(
    'npx',
    // Every problem counted: the CLI's default stops listing at 100.
    [
      '--no-install',
      'redocly',
      'lint',
      file,
      '--format=json',
      '--extends=recommended',
      '--max-problems=100000',
    ],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 1 << 26,
    },
  ).catch((error: { stdout: string }) => error);
  const problems = (JSON.parse(result.stdout) as { problems: Problem[] }).problems;
  return {
    errors: problems.filter((p) => p.severity === 'error').length,
    warnings: problems.filter((p) => p.severity === 'warn').length,
    rules: [...new Set(problems.map((p) => p.ruleId))],
  };
}

describe('the OpenAPI documents pass Redocly’s recommended rules', () => {
  it('/api/v1/docs: no errors, no warnings', async () => {
    const figures = await lint((await t.call({ url: '/api/v1/docs' })).body);
    console.log('api/v1', figures);
    expect(figures).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('/api/v1/docs names every operation, describes its refusals and types the bulk rows', async () => {
    const doc = (await t.call({ url: '/api/v1/docs' })).body;
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object));
    const ids = operations.map((op: { operationId?: string }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/orders/{code}/cancel'].post.operationId).toBe('postOrdersCodeCancel');
    // Each operation lists the refusals its route can give, no more (decision 073): 401 behind the key,
    // 403 with the suspended-account hook, 404 for a record in the path (or one named in the body), 409
    // for a state move, 422 with any input, 429 on every limited v1 route; v1 never answers 400.
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/governorates', 'get')).toEqual(['200', '401', '429']);
    expect(statuses('/orders', 'get')).toEqual(['200', '401', '403', '422', '429']);
    expect(statuses('/orders', 'post')).toEqual(['201', '401', '403', '422', '429']);
    expect(statuses('/orders/{code}/cancel', 'post')).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
      '422',
      '429',
    ]);
    expect(statuses('/tickets', 'post')).toEqual(['201', '401', '404', '422', '429']);
    expect(statuses('/events/{id}', 'get')).toEqual(['200', '401', '404', '422', '429']);
    for (const op of operations as Array<{ responses: Record<string, unknown> }>) {
      expect(Object.keys(op.responses)).not.toContain('400');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '429']));
      expect(JSON.stringify(op)).not.toContain('x-route-refusals');
    }
    expect(doc.components.schemas.ErrorEnvelope.required).toEqual(['success', 'error_msg', 'code']);
    const bulk = doc.paths['/orders/bulk'].post.requestBody.content['application/json'].schema;
    expect(bulk.properties.orders.items.required).toEqual(expect.arrayContaining(['receiver', 'phone1']));
  });

  it('/api/docs: no errors, no warnings', async () => {
    const figures = await lint((await t.call({ url: '/api/docs/json' })).body);
    console.log('api/docs', figures);
    expect(figures).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('are OpenAPI 3.1: a nullable field is a type list, never a `nullable` sibling', async () => {
    for (const url of ['/api/docs/json', '/api/v1/docs']) {
      const doc = (await t.call({ url })).body;
      expect(doc.openapi).toBe('3.1.0');
      expect(JSON.stringify(doc)).not.toContain('"nullable"');
      expect(doc.servers).toHaveLength(1);
    }
  });

  it('/api/docs names every operation and lists the refusals each can answer', async () => {
    const doc = (await t.call({ url: '/api/docs/json' })).body;
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as object).map(([method, op]) => ({ path, method, ...op })),
    );
    const ids = ops.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const refusals = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    // Behind the session guard, a record by id, fields, a rate-limited route.
    expect(refusals('/api/client/order/print', 'post')).toEqual(
      expect.arrayContaining(['401', '422', '429']),
    );
    expect(refusals('/api/client/pages/{id}', 'get')).toEqual(expect.arrayContaining(['404']));
    // A public route needs no session: no bearer, no 401.
    expect(doc.paths['/api/client/login'].post.security).toEqual([]);
    expect(refusals('/api/client/login', 'post')).not.toContain('401');
    expect(doc.components.schemas.ErrorEnvelope.required).toEqual(['success', 'error_msg', 'code']);
  });

  it('/api/v1/docs describes every webhook event in its `webhooks` section', async () => {
    const doc = (await t.call({ url: '/api/v1/docs' })).body;
    expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    const order = doc.webhooks['order.status_changed'].post;
    const body = order.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['id', 'type', 'created_at', 'occurred_at', 'sequence', 'data']),
    );
    expect(body.properties.data.properties.status.enum).toContain('with_captain');
    expect(order.parameters.map((p: { name: string }) => p.name)).toContain('X-Courier-Signature');
  });
});
