import { staffMayRead, type StaffDesk, type StaffRole } from '@courier/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';
import { bearerToken } from './auth-guard';

/** Which staff member is calling /api/ops (set by the staff guard). */
export interface StaffContext {
  sessionId: number;
  staffId: number;
  role: StaffRole;
  name: string;
}

export type AuthenticateStaff = (token: string | null) => Promise<StaffContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The desk a /api/ops route belongs to: the roles that read it (contracts `staffDesks`, admin always)
     * are admitted, the same table that gives staff sockets their rooms; absent: every staff role.
     */
    staffDesk?: StaffDesk;
  }
  interface FastifyRequest {
    /** Set by the staff guard on /api/ops routes. */
    staff: StaffContext | null;
  }
}

/**
 * The /api/ops counterpart of authGuard: every route needs a staff session unless marked public, and the
 * route's desk is checked on the server. Client tokens are unknown here (401).
 */
export function staffGuard(authenticate: AuthenticateStaff): onRequestAsyncHookHandler {
  return async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const staff = await authenticate(bearerToken(request));
    if (config.staffDesk && !staffMayRead(staff.role, config.staffDesk)) {
      throw new AppError('FORBIDDEN');
    }
    request.staff = staff;
  };
}

/** The staff caller of a guarded /api/ops route. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('UNAUTHENTICATED');
  return request.staff;
}
