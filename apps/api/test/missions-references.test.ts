import { cairoDay, paymentWays, translate } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clientAddresses,
  clientBankAccounts,
  missions,
  paymentWays as ways,
} from '../src/db/schema/missions';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';

// Issue 12 point 4 for missions: every id the add-mission form sends is the client's own (or a reference
// that exists and is in use), else a 422 with a field error in the user's language; never a 500, never
// a row pointing at another client's data.
const t = useTestApp();
const merchant = 1;
const arInvalid = translate('validation.invalid', 'ar');

/** Another client with an address, a bank account and a wallet of its own. */
async function otherClient() {
  const { clientId } = await createAccount(t.database.db);
  const [address] = await t.database.db
    .insert(clientAddresses)
    .values({ clientId, title: 'Other', governorateId: 1, areaId: 1, address: 'Elsewhere 1' })
    .returning({ id: clientAddresses.id });
  const accounts = await t.database.db
    .insert(clientBankAccounts)
    .values([
      { clientId, kind: 'bank', bankName: 'Bank', accountName: 'Other', accountNumber: '1234567890' },
      { clientId, kind: 'wallet', bankName: 'Wallet', accountName: 'Other', accountNumber: '01009999999' },
    ])
    .returning({ id: clientBankAccounts.id, kind: clientBankAccounts.kind });
  return {
    addressId: address!.id,
    bankId: accounts.find((a) => a.kind === 'bank')!.id,
    walletId: accounts.find((a) => a.kind === 'wallet')!.id,
  };
}

async function refused(body: Record<string, unknown>, field: string) {
  const token = await t.tokenFor('merchant@demo.test');
  const before = await t.database.db.select().from(missions).where(eq(missions.clientId, merchant));
  const res = await t.call({ method: 'POST', url: '/api/client/mission/submit', token, body, lang: 'ar' });
  expect(res.status, res.raw.body).toBe(422);
  expect(res.body).toMatchObject({ success: 0, code: 'VALIDATION_FAILED' });
  expect(res.body.errors[field], res.raw.body).toEqual([arInvalid]);
  const after = await t.database.db.select().from(missions).where(eq(missions.clientId, merchant));
  expect(after).toHaveLength(before.length);
}

const today = () => cairoDay(t.clock.now());
const absent = 999_999_999;

describe('POST mission/submit refuses ids that are not the client’s (422, never 500)', () => {
  it('address_id: another client’s, or none such', async () => {
    const other = await otherClient();
    await refused({ type: 1, address_id: other.addressId, due_date: today() }, 'address_id');
    await refused({ type: 1, address_id: absent, due_date: today() }, 'address_id');
    // A supply brought by the captain goes to an address too.
    const cash = { type: 2, payment_way_id: paymentWays.cash_with_captain };
    await refused({ ...cash, address_id: other.addressId }, 'address_id');
  });

  it('bank_account_id: another client’s bank account or wallet, or none such', async () => {
    const other = await otherClient();
    const transfer = { type: 2, payment_way_id: paymentWays.bank_transfer };
    const wallet = { type: 2, payment_way_id: paymentWays.mobile_wallet };
    await refused({ ...transfer, bank_account_id: other.bankId }, 'bank_account_id');
    await refused({ ...wallet, bank_account_id: other.walletId }, 'bank_account_id');
    await refused({ ...transfer, bank_account_id: absent }, 'bank_account_id');
  });

  it('payment_way_id: none such, or one no longer in use', async () => {
    await refused({ type: 2, payment_way_id: 99, branch_id: 1 }, 'payment_way_id');
    await t.database.db.update(ways).set({ active: false }).where(eq(ways.id, paymentWays.cash_at_branch));
    try {
      await refused({ type: 2, payment_way_id: paymentWays.cash_at_branch, branch_id: 1 }, 'payment_way_id');
    } finally {
      await t.database.db.update(ways).set({ active: true }).where(eq(ways.id, paymentWays.cash_at_branch));
    }
  });

  it('branch_id: none such, for a pickup and for cash at a branch', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = (await t.call({ method: 'POST', url: '/api/client/mission/add', token })).body;
    const address = form.addresses[0].id;
    await refused({ type: 1, address_id: address, due_date: today(), branch_id: absent }, 'branch_id');
    await refused({ type: 2, payment_way_id: paymentWays.cash_at_branch, branch_id: absent }, 'branch_id');
  });

  it('type: none such', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/mission/submit',
      token,
      body: { type: 9 },
      lang: 'ar',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toEqual([arInvalid]);
  });
});
