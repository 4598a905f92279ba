import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';
import { bearerToken } from './auth-guard';

/** Which captain is calling /api/captain (set by the captain guard; decision 061). */
export interface CaptainContext {
  sessionId: number;
  captainId: number;
  name: string;
}

export type AuthenticateCaptain = (token: string | null) => Promise<CaptainContext>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the captain guard on /api/captain routes. */
    captain: CaptainContext | null;
  }
}

/**
 * The /api/captain counterpart of authGuard and staffGuard: every route needs a captain session unless
 * marked public. Client and staff tokens are unknown here (401), and a captain's token is unknown to them.
 */
export function captainGuard(authenticate: AuthenticateCaptain): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.config.public) return;
    request.captain = await authenticate(bearerToken(request));
  };
}

/** The captain behind a guarded /api/captain route. */
export function captainOf(request: FastifyRequest): CaptainContext {
  if (!request.captain) throw new AppError('UNAUTHENTICATED');
  return request.captain;
}
