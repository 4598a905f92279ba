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
