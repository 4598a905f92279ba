import type { MessageKey } from '@courier/contracts';
import { checkWebhookUrl, type ResolveHost, type UrlRules } from './url-guard';
import { sendPinned } from './webhook-sender';

/**
 * Calls to other merchant-given addresses (a store's API, decision 075) under the webhooks' address
 * rules (decision 030); the caller checks the scheme, which is its own rule.
 */
export function outboundCalls(rules: UrlRules, resolveHost: ResolveHost) {
  const check = (raw: string) => checkWebhookUrl(raw, { ...rules, allowHttp: true }, resolveHost);
  return {
    /** Private and loopback addresses are allowed (ALLOW_PRIVATE_WEBHOOKS: development and tests). */
    allowsPrivate: rules.allowPrivate,

    /** The address rules' refusal of this address (its message key), or null. */
    async refusalOf(raw: string): Promise<MessageKey | null> {
      const checked = await check(raw);
      return checked.ok ? null : checked.reason;
    },

    /**
     * One request: the address checked again and the socket pinned to it (no DNS rebinding), never
     * redirected; `refused` when the address rules say no.
     */
    async outbound(
      raw: string,
      request: Parameters<typeof sendPinned>[1],
      readBytes: number,
    ): Promise<Awaited<ReturnType<typeof sendPinned>> | { refused: MessageKey }> {
      const target = await check(raw);
      if (!target.ok) return { refused: target.reason };
      return sendPinned(target, request, readBytes);
    },
  };
}
