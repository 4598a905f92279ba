import type { UpdateApiBody, WebhookEventTypesBody, WebhookSettings } from '@courier/contracts';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { SecretsService } from '../secrets/secrets.service';
import { checkWebhookUrl, type ResolveHost, type UrlRules } from './url-guard';
import type { WebhookSettingsRow, WebhooksRepository } from './webhooks.repository';

const masked = (lastFour: string | null) => (lastFour === null ? null : `${'•'.repeat(8)}${lastFour}`);
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
type SealedColumn = 'api_token' | 'signing_secret' | 'previous_signing_secret';

/**
 * The webhooks service's settings part (decisions 030, 073): the endpoint's address and token, the event
 * types it receives, and the signing secret with its rotation overlap (the old secret still signs, beside
 * the new one, until the grace period ends).
 */
export function createWebhookSettings(deps: {
  webhooks: WebhooksRepository;
  secrets: SecretsService;
  clock: Clock;
  rules: UrlRules;
  resolveHost: ResolveHost;
  /** Hours the secret before a rotation keeps signing (ROTATION_GRACE_HOURS). */
  graceHours: number;
}) {
  const { webhooks: repo, clock } = deps;
  const sealer = deps.secrets.sealer('webhook-sealing');
  // Bound to the client and the column: a sealed token cannot be read as another client's, or as a secret.
  const bind = (clientId: number, column: SealedColumn) => `client:${clientId}:${column}`;

  async function settingsRow(clientId: number) {
    return (
      (await repo.settingsOf(clientId)) ??
      repo.ensureSettings(clientId, await sealer.seal(newSecret(), bind(clientId, 'signing_secret')))
    );
  }

  const secretOf = async (clientId: number) =>
    sealer.unseal((await settingsRow(clientId)).signingSecret, bind(clientId, 'signing_secret'));

  /** Until when the previous secret signs, if it still does at `at`. */
  const overlapUntil = (row: WebhookSettingsRow, at: Date) =>
    row.previousSigningSecret && row.previousSecretUntil && row.previousSecretUntil > at
      ? row.previousSecretUntil
      : null;

  async function refuseUrl(raw: string) {
    const checked = await checkWebhookUrl(raw, deps.rules, deps.resolveHost);
    if (!checked.ok) throw new AppError('VALIDATION_FAILED', { errors: { api_url: [checked.reason] } });
  }

  return {
    /** The client's row, made with a new secret on first use. */
    settingsRow,

    /** The secrets an attempt at `at` is signed with: the current one, and the previous during the grace. */
    async signingSecrets(row: WebhookSettingsRow, at: Date): Promise<string[]> {
      const current = await sealer.unseal(row.signingSecret, bind(row.clientId, 'signing_secret'));
      if (!overlapUntil(row, at)) return [current];
      const previous = await sealer.unseal(
        row.previousSigningSecret!,
        bind(row.clientId, 'previous_signing_secret'),
      );
      return [current, previous];
    },

    /** The token sent as `Authorization: Bearer`, if one is set. */
    tokenOf: (row: WebhookSettingsRow) =>
      row.apiToken ? sealer.unseal(row.apiToken, bind(row.clientId, 'api_token')) : Promise.resolve(null),

    /** The page's settings: the URL, the token masked, the signing secret masked (reveal shows it). */
    async settings(session: AuthContext): Promise<WebhookSettings> {
      const row = await settingsRow(session.clientId);
      const secret = await secretOf(session.clientId);
      return {
        api_url: row.apiUrl,
        api_token: masked(row.apiTokenLastFour),
        signing_secret: `whsec_${'•'.repeat(8)}${secret.slice(-4)}`,
        event_types: (row.eventTypes as WebhookSettings['event_types']) ?? null,
        previous_secret_until: isoTime(overlapUntil(row, clock.now())),
      };
    },

    revealSecret: (session: AuthContext) => secretOf(session.clientId),

    /**
     * A new signing secret. For `graceHours` (the setting by default; 0: none) every attempt is signed
     * with both, the new one first (`v1=` twice, as Stripe does), so a receiver with either one accepts.
     */
    async rotateSecret(session: AuthContext, graceHours = deps.graceHours) {
      const old = await secretOf(session.clientId);
      const secret = newSecret();
      const until = graceHours > 0 ? new Date(clock.now().getTime() + graceHours * 3_600_000) : null;
      await repo.updateSettings(session.clientId, {
        signingSecret: await sealer.seal(secret, bind(session.clientId, 'signing_secret')),
        previousSigningSecret: until
          ? await sealer.seal(old, bind(session.clientId, 'previous_signing_secret'))
          : null,
        previousSecretUntil: until,
      });
      return { signing_secret: secret, previous_secret_until: isoTime(until) };
    },

    /** The event types the endpoint receives; null: all (those added later too). */
    async setEventTypes(session: AuthContext, body: WebhookEventTypesBody): Promise<void> {
      await settingsRow(session.clientId);
      const chosen = body.event_types === null ? null : [...new Set(body.event_types)];
      await repo.updateSettings(session.clientId, { eventTypes: chosen });
    },

    /** spec §7 `update-api`: the URL must pass the address rules now (and will again at each attempt). */
    async updateApi(session: AuthContext, body: UpdateApiBody): Promise<void> {
      await refuseUrl(body.api_url);
      await settingsRow(session.clientId);
      await repo.updateSettings(session.clientId, {
        apiUrl: body.api_url,
        apiToken: body.api_token
          ? await sealer.seal(body.api_token, bind(session.clientId, 'api_token'))
          : null,
        apiTokenLastFour: body.api_token ? body.api_token.slice(-4) : null,
      });
    },

    /** spec §7 `delete-client-api`: no more events are written; the secret stays. */
    async deleteApi(session: AuthContext): Promise<void> {
      await settingsRow(session.clientId);
      await repo.updateSettings(session.clientId, { apiUrl: null, apiToken: null, apiTokenLastFour: null });
    },
  };
}

export type WebhookSettingsPart = ReturnType<typeof createWebhookSettings>;
