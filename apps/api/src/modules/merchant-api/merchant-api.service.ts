import {
  apiKeyPattern,
  apiKeyPrefix,
  apiPageUnlockMs,
  deriveRole,
  orderStatuses,
  fieldErrors,
  submitOrderBodySchema,
  ticketTypes,
  translate,
  withStatusName,
  type ApiCreateTicketBody,
  type CreateTicketBody,
  type ApiKeyReveal,
  type ApiKeySummary,
  type ApiOrderListQuery,
  type ImportRowError,
  type Language,
  type OrderForm,
} from '@courier/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { OrdersService } from '../orders/orders.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { MerchantApiRepository } from './merchant-api.repository';

/**
 * The one-time codes of a signed-in user (the auth module's step-up-otp.service.ts, given by app.ts):
 * the forgot-password flow's codes and limits.
 */
export interface StepUpOtp {
  send(userId: number, lang: Language): Promise<string>;
  verify(userId: number, code: string, work: (tx: Db) => Promise<void>): Promise<void>;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const masked = (lastFour: string) => `${apiKeyPrefix}${'•'.repeat(28)}${lastFour}`;

/**
 * The merchant API (decision 029): the API page's OTP unlock (15 minutes per session), the client's one
 * API key (sha-256 for lookup, an AES-256-GCM copy for 'reveal'), and what /api/v1 adds to the portal's
 * services: the key's caller, bulk rows checked with the form's schema, actions by order code.
 */
export function createMerchantApiService(deps: {
  keys: MerchantApiRepository;
  stepUp: StepUpOtp;
  secrets: SecretsService;
  orders: OrdersService;
  clock: Clock;
  /** Hours the key before a rotation keeps answering (ROTATION_GRACE_HOURS, decision 073). */
  graceHours: number;
}) {
  const { keys, stepUp, secrets, orders, clock } = deps;
  // The binding is the client: a sealed key copied to another client's row does not open.
  const sealer = secrets.sealer('api-key-sealing');
  const seal = (key: string, clientId: number) => sealer.seal(key, `client:${clientId}`);
  const unseal = (sealed: string, clientId: number) => sealer.unseal(sealed, `client:${clientId}`);

  const summary = (lastFour: string, at: Date, previousUntil: Date | null = null): ApiKeySummary => ({
    masked: masked(lastFour),
    last_four: lastFour,
    created_at: isoTime(at)!,
    previous_valid_until:
      previousUntil && previousUntil.getTime() > clock.now().getTime() ? isoTime(previousUntil) : null,
  });

  async function unlockedUntil(session: AuthContext): Promise<Date | null> {
    const until = await keys.unlockedUntil(session.sessionId);
    return until && until.getTime() > clock.now().getTime() ? until : null;
  }

  return {
    // ── The API page (/api/client/link-with-apis) ──

    async status(session: AuthContext) {
      return { unlocked_until: isoTime(await unlockedUntil(session)) };
    },

    /** Sends the page's code to the account's phone; answers it masked. */
    sendCode: (session: AuthContext, lang: Language) => stepUp.send(session.userId, lang),

    /** A right code opens the page for this session for 15 minutes (spec §6, §8). */
    async checkCode(session: AuthContext, code: string) {
      const until = new Date(clock.now().getTime() + apiPageUnlockMs);
      await stepUp.verify(session.userId, code, (tx) => keys.unlock(session.sessionId, until, tx));
      return { unlocked_until: isoTime(until) };
    },

    /** Every call behind the page but the code's own: 403 'OTP required' unless this session opened it. */
    async requireUnlocked(session: AuthContext): Promise<void> {
      if (!(await unlockedUntil(session))) throw new AppError('OTP_REQUIRED');
    },

    async key(session: AuthContext): Promise<ApiKeySummary | null> {
      const stored = await keys.keyOf(session.clientId);
      return stored ? summary(stored.lastFour, stored.createdAt, stored.previousKeyUntil) : null;
    },

    async reveal(session: AuthContext): Promise<ApiKeyReveal> {
      const stored = await keys.keyOf(session.clientId);
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        ...summary(stored.lastFour, stored.createdAt, stored.previousKeyUntil),
        key: await unseal(stored.sealed, session.clientId),
      };
    },

    /**
     * A new key; the old one keeps answering for the grace period (the setting, or `graceHours` given:
     * 0 for a leaked key, which stops at once), then is refused with API_KEY_EXPIRED (decision 073).
     */
    async rotate(session: AuthContext, graceHours = deps.graceHours): Promise<ApiKeyReveal> {
      const key = apiKeyPrefix + randomBytes(24).toString('base64url');
      const lastFour = key.slice(-4);
      const now = clock.now();
      const previousUntil = graceHours > 0 ? new Date(now.getTime() + graceHours * 3_600_000) : null;
      const at = await keys.replaceKey(
        {
          clientId: session.clientId,
          userId: session.userId,
          keyHash: hashKey(key),
          lastFour,
          sealed: await seal(key, session.clientId),
        },
        now,
        previousUntil,
      );
      return { ...summary(lastFour, at, previousUntil), key };
    },

    // ── /api/v1 ──

    /**
     * The caller of a key, as the portal's session would be the admin's who made it: 401 for an
     * unknown, rotated or malformed key, 401 ACCOUNT_DELETED for a deleted client; a frozen client is
     * answered 'account suspended' by the routes that refuse it in the portal too.
     */
    async authenticate(token: string | null): Promise<AuthContext> {
      if (!token || !apiKeyPattern.test(token)) throw new AppError('API_KEY_INVALID');
      const owner = await keys.ownerByHash(hashKey(token));
      if (!owner || owner.userDisabledAt) throw new AppError('API_KEY_INVALID');
      // A rotated key after its grace period: said plainly, so its developer knows to take the new one.
      if (owner.isPrevious && !(owner.previousUntil && owner.previousUntil > clock.now()))
        throw new AppError('API_KEY_EXPIRED');
      if (owner.clientDeletedAt) throw new AppError('ACCOUNT_DELETED');
      return {
        sessionId: 0,
        userId: owner.userId,
        clientId: owner.clientId,
        role: deriveRole({ isMainClient: owner.isMain, hasCompany: owner.hasCompany }),
        isMain: owner.isMain,
        isFreezed: owner.isFreezed,
        mustSetPassword: false,
      };
    },

    /**
     * Up to 500 orders, all or none: each row is checked with the order form's schema, the rows that
     * pass it with the form's reference checks (area, company, products, ceiling), and every bad row and
     * field is listed in one shape (422 BULK_ROWS_INVALID, `row_errors`, rows counted from 0; issue
     * 40.3); then the orders service creates them in one transaction, once per key.
     */
    async createBulk(session: AuthContext, rows: unknown[], key: string | undefined, lang: Language) {
      const forms: OrderForm[] = [];
      const formRows: number[] = [];
      const errors: ImportRowError[] = [];
      rows.forEach((row, index) => {
        const parsed = submitOrderBodySchema.safeParse(row);
        if (parsed.success) {
          forms.push(parsed.data);
          formRows.push(index);
        } else
          for (const [field, messages] of Object.entries(fieldErrors(parsed.error, lang)))
            errors.push({ row: index, column: field, field, message: messages[0]! });
      });
      for (const bad of await orders.referenceErrors(session.clientId, forms))
        for (const [field, messageKeys] of Object.entries(bad.errors))
          errors.push({
            row: formRows[bad.row]!,
            column: field,
            field,
            message: translate(messageKeys[0]!, lang, bad.params),
          });
      if (errors.length > 0)
        throw new AppError('BULK_ROWS_INVALID', {
          params: { count: new Set(errors.map((e) => e.row)).size },
          extra: { row_errors: errors.sort((a, b) => a.row - b.row) } as unknown as Record<string, number>,
        });
      return orders.submitMany(session, forms, key);
    },

    async listOrders(session: AuthContext, query: ApiOrderListQuery, lang: Language) {
      const filter = {
        status: query.status ? orderStatuses[query.status] : null,
        createdFrom: query.created_from,
        createdTo: query.created_to,
        beforeId: query.cursor ?? null,
      };
      const page = await orders.cursorList(session, filter, query.limit, lang);
      return { ...page, feed: page.feed.map((order) => withStatusName(order, lang)) };
    },

    /** One order by code or bar code, its status named (decision 055). */
    async order(session: AuthContext, code: string, lang: Language) {
      return withStatusName(await orders.findByCode(session, code, lang), lang);
    },

    /** A v1 ticket (an order named by its code) as the portal's form would send it (decision 055). */
    async ticketBody(
      session: AuthContext,
      body: ApiCreateTicketBody,
      lang: Language,
    ): Promise<CreateTicketBody> {
      if (body.type === ticketTypes.inquiry)
        return {
          type: body.type,
          description: body.description,
          inquiry_type_id: body.inquiry_type_id,
          mission_complaint: 0,
        };
      if (body.mission_complaint === 1)
        return {
          type: body.type,
          description: body.description,
          entity_id: body.mission_id,
          mission_complaint: 1,
        };
      const order = await orders.findByCode(session, body.order_code, lang);
      return {
        type: body.type,
        description: body.description,
        entity_id: order.id,
        mission_complaint: 0,
        complaint_type_id: body.complaint_type_id,
        complaint_type_title_id: body.complaint_type_title_id,
      };
    },

    /** Cancel or send by the order's code, through the portal's own actions (the state machine). */
    async cancel(session: AuthContext, code: string, reasonId: number, lang: Language) {
      const order = await orders.findByCode(session, code, lang);
      await orders.cancel(session, order.id, reasonId);
    },

    async send(session: AuthContext, code: string, lang: Language) {
      const order = await orders.findByCode(session, code, lang);
      await orders.send(session, order.id);
    },
  };
}

export type MerchantApiService = ReturnType<typeof createMerchantApiService>;
