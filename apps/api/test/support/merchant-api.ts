import type { TestContext } from './harness';

/** Opens the API page for the session behind `token` with the code sent to the account's phone. */
export async function unlockApiPage(t: TestContext, token: string): Promise<string> {
  const sent = await t.call({ method: 'POST', url: '/api/client/link-with-apis/send-otp', token });
  if (sent.status !== 200) throw new Error(`send-otp failed: ${sent.raw.body}`);
  const checked = await t.call({
    method: 'POST',
    url: '/api/client/link-with-apis/check-otp',
    token,
    body: { code: await t.latestOtp() },
  });
  if (checked.status !== 200) throw new Error(`check-otp failed: ${checked.raw.body}`);
  return checked.body.unlocked_until;
}

/** A new API key (rotate) of the page's client. */
export async function rotateApiKey(t: TestContext, token: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/client/link-with-apis/key/rotate', token });
  if (res.status !== 200) throw new Error(`rotate failed: ${res.raw.body}`);
  return res.body.feed.key;
}

/** A fresh merchant API key of the account's client, through the API page as a merchant would get it. */
export async function apiKeyFor(t: TestContext, email: string): Promise<string> {
  const token = await t.tokenFor(email);
  await unlockApiPage(t, token);
  return rotateApiKey(t, token);
}

/** Cairo and one of its areas, read through /api/v1 as a merchant's code would. */
export async function v1Place(t: TestContext, key: string) {
  const govs = await t.call({ url: '/api/v1/governorates', token: key, lang: 'en' });
  const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/v1/governorates/${cairo.id}/areas`, token: key, lang: 'en' });
  const nasr = areas.body.feed.find((a: { name: string }) => a.name === 'Nasr City');
  return { government: cairo.id as number, area: nasr.id as number };
}

/** A valid order form for /api/v1/orders at that place. */
export const v1OrderForm = (geo: { government: number; area: number }, receiver = 'محمد عبد الله') => ({
  receiver,
  phone1: '01012345678',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount: '250.50',
});
