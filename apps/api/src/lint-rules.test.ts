import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js are only worth something if they fire: each probe is a source
 * that breaks one rule, linted as if it sat at the given path, and must be refused by that rule.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const orders = 'apps/api/src/modules/orders';

describe('lint: SQL only in repositories', () => {
  it.each([
    ['a service', `${orders}/orders.service.ts`],
    ['a route', `${orders}/orders.routes.ts`],
    ['a helper', `${orders}/order-paging.ts`],
  ])('refuses drizzle, the tables and db/sql in %s', async (_what, path) => {
    const messages = await messagesFor(
      path,
      [
        "import { eq } from 'drizzle-orm';",
        "import { orders } from '../../db/schema/orders';",
        "import { onBusinessDay } from '../../db/sql/time';",
        'export const probe = [eq, orders, onBusinessDay];',
        '',
      ].join('\n'),
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-imports:'))).toHaveLength(3);
  });

  it('lets a repository use them', async () => {
    const messages = await messagesFor(
      `${orders}/orders.repository.ts`,
      "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema/orders';\nexport const probe = [eq, orders];\n",
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-imports:'))).toEqual([]);
  });

  it('refuses a repository in a route', async () => {
    const messages = await messagesFor(
      `${orders}/orders.routes.ts`,
      "import { createOrdersRepository } from './orders.repository';\nexport const probe = createOrdersRepository;\n",
    );
    expect(messages).toContainEqual(
      expect.stringContaining('Routes call their service, never a repository.'),
    );
  });
});

describe('lint: packages never import apps', () => {
  it('refuses a relative import of an app from contracts', async () => {
    const messages = await messagesFor(
      'packages/contracts/src/probe.ts',
      "import { orderStatuses } from '../../../apps/api/src/clock';\nexport const probe = orderStatuses;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('contracts never import apps.'));
  });
});

describe('lint: api modules reach each other only through services', () => {
  it('refuses another module’s repository', async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/missions/missions.service.ts',
      "import { createOrdersRepository } from '../orders/orders.repository';\nexport const probe = createOrdersRepository;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining("Use the other module's service"));
  });
});

describe('lint: api layers point down', () => {
  it('refuses the database layer in http/', async () => {
    const messages = await messagesFor(
      'apps/api/src/http/error-handler.ts',
      "import { openDatabase } from '../db/database';\nexport const probe = openDatabase;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('http/ is the kit beneath'));
  });

  it('refuses a module in db/ (the seed)', async () => {
    const messages = await messagesFor(
      'apps/api/src/db/seed/seed.ts',
      "import { createAuthService } from '../../modules/auth/auth.service';\nexport const probe = createAuthService;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('db/ (and the seed) never imports a module'));
  });
});

describe('lint: no import cycles', () => {
  it('refuses two files that import each other', async () => {
    // The fixture is ignored by `npm run lint`; this ESLint reads it anyway.
    const unignored = new ESLint({ cwd: root, ignore: false });
    const results = await unignored.lintFiles([`${root}apps/api/test/fixtures/lint-cycle/first.ts`]);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('lint: small files', () => {
  const long = (lines: number) =>
    Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it('refuses a source over 450 lines, in the API and in the web', async () => {
    for (const path of ['apps/api/src/modules/orders/probe.ts', 'apps/web/src/features/orders/probe.tsx']) {
      const messages = await messagesFor(path, long(451));
      expect(messages.filter((m) => m.startsWith('max-lines:'))).toHaveLength(1);
    }
  });

  it('lets a test, and a source of 450 lines, be', async () => {
    expect(await messagesFor('apps/api/src/modules/orders/probe.test.ts', long(600))).not.toContainEqual(
      expect.stringMatching(/^max-lines:/),
    );
    expect(await messagesFor('apps/api/src/modules/orders/probe.ts', long(450))).not.toContainEqual(
      expect.stringMatching(/^max-lines:/),
    );
  });
});

describe('lint: the web’s directions, settings and texts', () => {
  const web = 'apps/web/src';
  it.each([
    [
      `${web}/features/orders/probe.ts`,
      '../walkthrough/api/complete-walkthrough',
      'Features never import each other',
    ],
    [
      `${web}/features/orders/components/probe.ts`,
      '../ops/components/overdue-badge',
      'never imports its console part',
    ],
    [`${web}/lib/probe.ts`, '../features/orders/utils/amounts', 'Shared code must not depend on a feature.'],
    [`${web}/features/orders/probe.ts`, '../../app/router', 'Only the app (routes, shell) composes'],
    [`${web}/lib/probe.ts`, '../../../api/src/clock', 'web never imports api.'],
    ['apps/api/src/clock-probe.ts', '../../web/src/lib/i18n', 'api never imports web.'],
  ])('refuses in %s an import of %s', async (path, from, message) => {
    const messages = await messagesFor(path, `import * as probe from '${from}';\nexport { probe };\n`);
    expect(messages).toContainEqual(expect.stringContaining(message));
  });

  it('refuses process.env outside config, and untranslated JSX text', async () => {
    expect(
      await messagesFor(`${orders}/probe.ts`, 'export const probe = process.env.PORT;\n'),
    ).toContainEqual(expect.stringContaining('Read settings through config'));
    expect(
      await messagesFor(
        `${web}/features/orders/components/probe.tsx`,
        'export const Probe = () => <p>Orders</p>;\n',
      ),
    ).toContainEqual(expect.stringMatching(/^i18next\/no-literal-string:/));
  });
});
