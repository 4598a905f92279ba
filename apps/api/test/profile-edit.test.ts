import { profileResponseSchema } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();

const profile = (token: string, body?: unknown, lang: 'ar' | 'en' = 'ar') =>
  t.call({ method: 'POST', url: '/api/client/web/profile', token, body, lang });

describe('POST web/profile with fields (the editable /setting-main-info)', () => {
  it('an admin changes names, phones and address, and the answer is the new profile', async () => {
    const { email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const res = await profile(token, {
      name: 'Mona Adel',
      phone: '01111111111',
      client_name: 'Mona Books',
      phone1: '01222222222',
      phone2: '',
      address: '5 Tahrir Street, Cairo',
    });
    expect(res.status).toBe(200);
    expect(profileResponseSchema.parse(res.body).feed).toMatchObject({
      user: { name: 'Mona Adel', phone: '01111111111' },
      user_client: {
        client: {
          name: 'Mona Books',
          phone1: '01222222222',
          phone2: null,
          address: '5 Tahrir Street, Cairo',
        },
      },
    });
    // An empty body only reads.
    const read = await profile(token);
    expect(read.body).toMatchObject({ success: 1 });
    expect(read.body.feed.user.name).toBe('Mona Adel');
    expect((await profile(token, {})).body.feed.user_client.client.name).toBe('Mona Books');
  });

  it('answers field errors in the caller’s language', async () => {
    const { email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const res = await profile(
      token,
      { name: '', phone1: '123', phone2: 'abc', client_name: 'x', address: 'ab' },
      'en',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'address',
      'client_name',
      'name',
      'phone1',
      'phone2',
    ]);
    expect(res.body.errors.name).toEqual(['This field is required']);
    for (const body of ['x', [1], { name: 7 }]) expect((await profile(token, body)).status).toBe(422);
  });

  it('a sub-user changes its own name and phone, never the company’s', async () => {
    const { clientId } = await createAccount(t.database.db);
    const sub = await createUser(t.database.db, clientId);
    const token = await t.tokenFor(sub.email);
    const own = await profile(token, { name: 'Ali Hassan', phone: '01099999999' });
    expect(own.body.feed.user).toMatchObject({ name: 'Ali Hassan', phone: '01099999999' });
    const company = await profile(token, { client_name: 'Hijacked', phone1: '01000000001' });
    expect(company.status).toBe(403);
    expect(Object.keys(company.body.errors).sort()).toEqual(['client_name', 'phone1']);
    expect((await profile(token)).body.feed.user_client.client.name).not.toBe('Hijacked');
  });
});
