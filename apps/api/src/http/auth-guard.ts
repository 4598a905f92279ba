import { roleMayAccess, type AccessRule, type Role } from '@courier/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';

/** Who is calling: put on the request by the auth guard (and on each socket by the realtime server). */
export interface AuthContext {
  sessionId: number;
  userId: number;
  clientId: number;
  role: Role;
  isMain: boolean;
  isFreezed: boolean;
  /** First login (decision 005): the user has not chosen their own password yet. */
  mustSetPassword: boolean;
  /** A test API key's caller (decision 074): makes and sees test orders only. */
  testMode?: boolean;
}

/** Turns a bearer token into its session, or throws a 401 AppError. */
export type Authenticate = (token: string | null) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session. Every other route under the guard needs one. */
    public?: boolean;
    /**
     * The route serves a user who must still set their own password (first login, decision 005): the
     * set-password step itself and logout. Every other guarded route refuses them with 403
     * PASSWORD_CHANGE_REQUIRED, so the API, not only the web app, holds them back.
     */
    beforePasswordSet?: boolean;
    /** The roles the route admits (spec §6); checked on the server for every call. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** Set by the auth guard on routes that need a session. */
    auth: AuthContext | null;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * Secure by default: added as an onRequest hook to a scope (e.g. /api/client), it authenticates every route
 * of that scope unless the route says `config: { public: true }`, before the body is even parsed. A user
 * who must set a password first reaches only the routes marked `beforePasswordSet`.
 */
export function authGuard(authenticate: Authenticate): onRequestAsyncHookHandler {
  return async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = await authenticate(bearerToken(request));
    if (auth.mustSetPassword && !config.beforePasswordSet) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (config.access && !roleMayAccess(auth.role, config.access)) throw new AppError('FORBIDDEN');
    request.auth = auth;
  };
}

/** The caller of a guarded route. Throws (rather than asserting) if a route forgot the guard. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/**
 * Spec §1: a suspended client (is_freezed) may only follow and add receiving missions. Added as an
 * onRequest hook inside a module's plugin, it answers 'account suspended' (403) for all of its routes.
 */
export const denySuspended: onRequestAsyncHookHandler = async (request) => {
  if (sessionOf(request).isFreezed) throw new AppError('ACCOUNT_SUSPENDED');
};
