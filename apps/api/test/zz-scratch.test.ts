import { orderStatuses, reasonTypes } from '@courier/contracts';
import { it } from 'vitest';
import { createAccount, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { capturedLogLines } from './support/logs';
const t = useTestApp();
it('scratch', async () => {
  const db = t.database.db;
  const ops = await t.staffTokenFor('ops@demo.test');
  const { clientId } = await createAccount(db);
  const o = await createOrder(db, clientId, { status: orderStatuses.with_company });
  await t.call({ method: 'POST', url: '/api/ops/orders/status', token: ops, body: { codes: [o.code], status: 'returned', reason_id: await firstReasonId(db, reasonTypes.order_delay) } });
  console.log('LOGS', capturedLogLines.filter((l) => l.includes('"level":50')).join('\n').slice(0, 3000));
});
