import { randomBytes } from 'node:crypto';
import {
  deriveRole,
  storeHookPath,
  translate,
  type CreateStoreConnectionBody,
  type StoreConnection,
  type StoreWriteBackBody,
  type StoreHookResponse,
  type StorePlatform,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import { silentNotifier, type Notifier } from '../../lib/notifier';
import { importFieldLabel, type OrderImportService } from '../order-import/order-import.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { shopifyOrder } from './shopify-order';
import { storeUrlRefusal, type Outbound } from './store-api';
import { signatureMatches } from './store-signature';
import type { StoreOrder } from './store-order';
import type { StorePluginsRepository } from './store-plugins.repository';
import { wooCommerceOrder } from './woocommerce-order';
import type { WriteBackRepository } from './write-back.repository';

/** A delivery as the route hands it over: the raw body (the signature covers its exact bytes). */
export interface StoreDelivery {
  token: string;
  rawBody: Buffer;
  contentType: string;
  header: (name: string) => string | undefined;
}

const platformNames: Record<StorePlatform, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };
const readers: Record<StorePlatform, (body: unknown) => StoreOrder | null> = {
  shopify: shopifyOrder,
  woocommerce: wooCommerceOrder,
};
const signatureHeader: Record<StorePlatform, string> = {
  shopify: 'x-shopify-hmac-sha256',
  woocommerce: 'x-wc-webhook-signature',
};
/** The order-creation topics; a webhook of another topic pointed here is answered and ignored. */
const orderTopics: Record<StorePlatform, [header: string, topic: string]> = {
  shopify: ['x-shopify-topic', 'orders/create'],
  woocommerce: ['x-wc-webhook-topic', 'order.created'],
};
/** WooCommerce checks a new webhook's URL with an unsigned form post `webhook_id=<id>`. */
const wooPing = /^webhook_id=\d+$/;

const masked = (lastFour: string | null) => (lastFour === null ? null : `••••${lastFour}`);

/**
 * Store plugins (issue 10): a merchant's Shopify or WooCommerce connections (admin only, behind the API
 * page's OTP unlock) and the public endpoint their order webhooks reach. A delivery is checked against
 * the connection's secret before anything is read, claimed once per (connection, store order id), and
 * handed to the smart upload's intake: a saved order, or a row in its correction queue.
 */
export function createStorePluginsService(deps: {
  connections: StorePluginsRepository;
  imports: OrderImportService;
  secrets: SecretsService;
  clock: Clock;
  /** Tells the merchant of a store order the form refused (answered 200, so the store never resends it). */
  notifier?: Notifier;
  /** Status write-back's settings (decision 075): the address rules and where they are kept. */
  outbound: Outbound;
  writeBack: Pick<WriteBackRepository, 'saveSettings'>;
  /** The webhook outbox's delivery log, of one connection. */
  deliveries: WebhooksService['deliveries'];
}) {
  const { connections, imports } = deps;
  const notifier = deps.notifier ?? silentNotifier;
  const sealer = deps.secrets.sealer('store-plugin-sealing');
  // Bound to the client and the URL's token: a sealed secret copied to another row does not open.
  const binding = (c: { clientId: number; token: string }) => `client:${c.clientId}:store:${c.token}`;

  type Row = Awaited<ReturnType<StorePluginsRepository['list']>>[number];
  const view = (
    c: Omit<Row, 'created' | 'waiting'>,
    counts = { created: 0, waiting: 0 },
  ): StoreConnection => ({
    id: c.id,
    platform: c.platform,
    name: c.name,
    webhook_path: storeHookPath(c.token),
    signing_secret: c.signingSecret === null ? null : masked(c.secretLastFour),
    created_at: isoTime(c.createdAt)!,
    last_received_at: isoTime(c.lastReceivedAt),
    orders_created: counts.created,
    orders_waiting: counts.waiting,
    write_back: { enabled: c.writeBack, store_url: c.storeUrl, credentials: masked(c.apiKeyLastFour) },
  });

  async function owned(session: AuthContext, id: number) {
    const found = await connections.find(session.clientId, id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function storeSecret(session: AuthContext, id: number, secret: string): Promise<StoreConnection> {
    const found = await owned(session, id);
    const sealed = await sealer.seal(secret, binding(found));
    if (!(await connections.setSecret(session.clientId, id, sealed, secret.slice(-4))))
      throw new AppError('NOT_FOUND');
    return view({ ...found, signingSecret: sealed, secretLastFour: secret.slice(-4) });
  }

  /** A connection's store API credential, sealed to it and to its column (a key never opens as a secret). */
  const credentialBinding = (c: { clientId: number; token: string }, column: 'api_key' | 'api_secret') =>
    `${binding(c)}:${column}`;

  /** The connection's store API credentials in clear, for one write-back attempt (decision 075). */
  async function credentials(c: {
    clientId: number;
    token: string;
    apiKey: string | null;
    apiSecret: string | null;
  }) {
    const open = (sealed: string | null, column: 'api_key' | 'api_secret') =>
      sealed === null ? null : sealer.unseal(sealed, credentialBinding(c, column));
    return { key: await open(c.apiKey, 'api_key'), secret: await open(c.apiSecret, 'api_secret') };
  }

  /**
   * The store API settings: the address passes the webhooks' address rules (https), an empty credential
   * keeps the saved one, and write-back is on only with every credential the platform needs.
   */
  async function setWriteBack(session: AuthContext, id: number, body: StoreWriteBackBody) {
    const found = await owned(session, id);
    const refused = await storeUrlRefusal(body.store_url, deps.outbound);
    if (refused) throw new AppError('VALIDATION_FAILED', { errors: { store_url: [refused] } });
    const shopify = found.platform === 'shopify';
    const key = (shopify ? body.access_token : body.consumer_key) || null;
    const secret = shopify ? null : body.consumer_secret || null;
    const keyField = shopify ? 'access_token' : 'consumer_key';
    if (body.enabled && !(key ?? found.apiKey))
      throw new AppError('VALIDATION_FAILED', {
        errors: { [keyField]: ['storePlugins.credentialsRequired'] },
      });
    if (body.enabled && !shopify && !(secret ?? found.apiSecret))
      throw new AppError('VALIDATION_FAILED', {
        errors: { consumer_secret: ['storePlugins.credentialsRequired'] },
      });
    const values = {
      storeUrl: body.store_url.replace(/\/+$/, ''),
      writeBack: body.enabled,
      ...(key && {
        apiKey: await sealer.seal(key, credentialBinding(found, 'api_key')),
        apiKeyLastFour: key.slice(-4),
      }),
      ...(secret && { apiSecret: await sealer.seal(secret, credentialBinding(found, 'api_secret')) }),
    };
    await deps.writeBack.saveSettings(session.clientId, id, values);
    return view({ ...found, ...values });
  }

  /** The owner of a connection as the portal's session would be (like an API key's, decision 029). */
  function ownerOf(found: NonNullable<Awaited<ReturnType<StorePluginsRepository['byToken']>>>): AuthContext {
    if (found.clientDeletedAt || found.userDisabledAt) throw new AppError('NOT_FOUND');
    // A suspended client creates no orders in the portal either (spec §1); the store retries later.
    if (found.isFreezed) throw new AppError('ACCOUNT_SUSPENDED');
    return {
      sessionId: 0,
      userId: found.userId,
      clientId: found.clientId,
      role: deriveRole({ isMainClient: found.isMain, hasCompany: found.hasCompany }),
      isMain: found.isMain,
      isFreezed: false,
      mustSetPassword: false,
    };
  }

  return {
    async list(session: AuthContext): Promise<StoreConnection[]> {
      const rows = await connections.list(session.clientId);
      return rows.map((r) => view(r, r));
    },

    /** A new connection: WooCommerce gets our secret now; Shopify's comes from Shopify, pasted later. */
    async create(session: AuthContext, body: CreateStoreConnectionBody): Promise<StoreConnection> {
      const token = randomBytes(24).toString('base64url');
      const secret = body.platform === 'woocommerce' ? randomBytes(24).toString('base64url') : null;
      const values = { clientId: session.clientId, userId: session.userId, token };
      const created = await connections.create({
        ...values,
        platform: body.platform,
        name: body.name || null,
        signingSecret: secret === null ? null : await sealer.seal(secret, binding(values)),
        secretLastFour: secret === null ? null : secret.slice(-4),
      });
      return view(created);
    },

    async reveal(session: AuthContext, id: number): Promise<string> {
      const found = await owned(session, id);
      if (found.signingSecret === null) throw new AppError('NOT_FOUND');
      return sealer.unseal(found.signingSecret, binding(found));
    },

    /** A new secret of ours; the old one stops matching at once. */
    rotate: (session: AuthContext, id: number) =>
      storeSecret(session, id, randomBytes(24).toString('base64url')),

    setWriteBack,
    credentials,

    /** The connection's write-back log: every attempt of its jobs, newest first (decision 075). */
    async deliveries(session: AuthContext, id: number, page: { page: number; perPage: number }) {
      await owned(session, id);
      return deps.deliveries(session, page, id);
    },

    /** The key the platform shows (Shopify signs every webhook of a store with one key it chooses). */
    setSecret: (session: AuthContext, id: number, secret: string) => storeSecret(session, id, secret),

    async remove(session: AuthContext, id: number): Promise<void> {
      if (!(await connections.remove(session.clientId, id))) throw new AppError('NOT_FOUND');
    },

    /**
     * `POST /api/hooks/stores/{token}`: 404 for an unknown token, 401 SIGNATURE_INVALID (nothing read or
     * stored) unless the platform's signature matches, then at most one order per store order id.
     */
    async receive(delivery: StoreDelivery): Promise<StoreHookResponse> {
      const found = await connections.byToken(delivery.token);
      if (!found) throw new AppError('NOT_FOUND');
      const platform = found.platform;
      if (
        platform === 'woocommerce' &&
        delivery.contentType.startsWith('application/x-www-form-urlencoded') &&
        wooPing.test(delivery.rawBody.toString('utf8').trim())
      )
        return { success: 1, outcome: 'ping' };
      const secret =
        found.signingSecret === null ? null : await sealer.unseal(found.signingSecret, binding(found));
      if (
        secret === null ||
        !signatureMatches(secret, delivery.rawBody, delivery.header(signatureHeader[platform]))
      )
        throw new AppError('SIGNATURE_INVALID');
      const session = ownerOf(found);
      await connections.touch(found.clientId, found.id, deps.clock.now());

      const [topicHeader, topic] = orderTopics[platform];
      const sentTopic = delivery.header(topicHeader);
      if (sentTopic !== undefined && sentTopic !== topic) return { success: 1, outcome: 'ignored' };
      let body: unknown;
      try {
        body = JSON.parse(delivery.rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const order = readers[platform](body);
      if (!order) return { success: 1, outcome: 'ignored' };

      let claimed: number | null = null;
      let push = () => {};
      const result = await imports.intake(
        session,
        {
          key: `store:${found.id}:${order.externalId}`,
          label: labelOf(platform, order.number),
          fields: order.fields,
        },
        {
          claim: async (tx) => {
            claimed = await connections.claim(found.clientId, found.id, order.externalId, tx);
            return claimed !== null;
          },
          record: async (outcome, tx) => {
            await connections.settle(
              found.clientId,
              claimed!,
              outcome.state === 'created'
                ? { outcome: 'created', orderId: outcome.orderId }
                : outcome.state === 'queued'
                  ? { outcome: 'queued', importId: outcome.importId }
                  : { outcome: 'ignored' },
              tx,
            );
            const [issue] = outcome.state === 'created' ? [] : (outcome.issues ?? []);
            if (issue)
              push = await notifier.record(tx, [
                {
                  clientId: found.clientId,
                  type: 'order_status',
                  // A phone to fix waits in the correction queue; any other refusal is added by hand.
                  messageKey:
                    outcome.state === 'queued' ? 'notify.storeOrderNeedsFix' : 'notify.storeOrderRefused',
                  params: {
                    label: labelOf(platform, order.number),
                    field: importFieldLabel(issue.field),
                    reason: issue.message,
                  },
                },
              ]);
          },
        },
      );
      push();
      if (result.state !== 'invalid') return { success: 1, outcome: result.state };
      // Answered 200: the store would redeliver an order the form refuses for two days, in vain.
      const errors: Record<string, string[]> = {};
      for (const issue of result.issues) errors[issue.field] = [translate(issue.message, 'en')];
      return { success: 1, outcome: 'ignored', errors };
    },
  };
}

/** Names and numbers read the same in both languages: 'Shopify #1001'. */
function labelOf(platform: StorePlatform, number: string): string {
  return `${platformNames[platform]} ${number.startsWith('#') ? number : `#${number}`}`;
}

export type StorePluginsService = ReturnType<typeof createStorePluginsService>;
