import { deriveRole, type Role, type SessionFields } from '@courier/contracts';
import { readJson, removeKey, storageKeys, writeJson } from './storage';

type Flag = 0 | 1;

/**
 * The stored session (spec §3 "userData") plus the local flags the spec keeps beside it (walkthrough,
 * haveStock, activeTurboShop). One object under one key, so clearing it clears the walkthrough flag too.
 */
export interface Session {
  token: string;
  firstLogin: number;
  isMainClient: Flag;
  apiToken: string | null;
  userId: number;
  clientId: number;
  name: string;
  clientName: string;
  email: string;
  hasCompany: Flag;
  companySettings: Record<string, unknown>;
  restored: Flag;
  availableSurveys: Flag;
  idToken: string;
  isFreezed: Flag;
  walkthrough: Flag;
  haveStock: Flag;
  activeTurboShop: Flag;
  expiresAt: string;
}

/** Maps the API's session fields (login, change-password) to the stored session. */
export function sessionFromFields(fields: SessionFields, previous?: Session | null): Session {
  return {
    token: fields.access_token,
    firstLogin: fields.is_first_login,
    isMainClient: fields.is_main_client,
    apiToken: fields.api_token,
    userId: fields.user_id,
    clientId: fields.client_id,
    name: fields.user_name,
    clientName: fields.client_name,
    email: fields.email,
    hasCompany: fields.has_company,
    companySettings: fields.company.settings,
    restored: fields.restored,
    availableSurveys: fields.available_surveys,
    idToken: fields.id_token,
    isFreezed: fields.is_freezed,
    walkthrough: fields.walkthrough,
    haveStock: fields.have_stock,
    // Not sent by the API: a purely local flag, kept across a token refresh.
    activeTurboShop: previous?.activeTurboShop ?? 0,
    expiresAt: fields.expires_at,
  };
}

export function roleOf(session: Pick<Session, 'isMainClient' | 'hasCompany'>): Role {
  return deriveRole({ isMainClient: session.isMainClient, hasCompany: session.hasCompany });
}

/** A stored value is trusted only if it has the shape we wrote and has not passed its absolute expiry. */
function parseStored(value: unknown, now = Date.now()): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<Session>;
  if (typeof s.token !== 'string' || s.token.length === 0) return null;
  if (typeof s.firstLogin !== 'number' || typeof s.userId !== 'number') return null;
  if (typeof s.expiresAt === 'string') {
    const expires = Date.parse(s.expiresAt);
    if (!Number.isNaN(expires) && expires <= now) return null;
  }
  return s as Session;
}

type Listener = () => void;

/**
 * A tiny external store (read with useSyncExternalStore). It mirrors localStorage and listens to the
 * storage event, so a login or logout in one tab is seen by every tab.
 */
function createSessionStore() {
  let current: Session | null = parseStored(readJson(storageKeys.session));
  const listeners = new Set<Listener>();
  // Requests that will replace the token (change-password): a revocation of the old token that
  // arrives meanwhile must not end the session that is about to replace it.
  const replacing = new Set<Promise<unknown>>();

  const emit = () => listeners.forEach((l) => l());

  const set = (next: Session | null) => {
    current = next;
    if (next) writeJson(storageKeys.session, next);
    else removeKey(storageKeys.session);
    emit();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKeys.session && event.key !== null) return;
      const next = parseStored(readJson(storageKeys.session));
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      current = next;
      emit();
    });
  }

  return {
    get: (): Session | null => current,
    set: (next: Session) => set(next),
    update: (patch: Partial<Session>) => {
      if (current) set({ ...current, ...patch });
    },
    clear: () => {
      if (current !== null || readJson(storageKeys.session) !== null) set(null);
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Marks a request whose answer replaces the session (its old token gets revoked meanwhile). */
    whileReplacing<T>(request: Promise<T>): Promise<T> {
      replacing.add(request);
      const done = () => replacing.delete(request);
      request.then(done, done);
      return request;
    },
    /** Resolves once no session-replacing request is in flight. */
    async settled(): Promise<void> {
      while (replacing.size > 0) await Promise.allSettled([...replacing]);
    },
    /** Re-reads storage; for tests and for code that changed storage behind the store's back. */
    reload: () => {
      current = parseStored(readJson(storageKeys.session));
      emit();
    },
  };
}

export const sessionStore = createSessionStore();
export type SessionStore = typeof sessionStore;
