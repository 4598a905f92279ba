import { staffRoleMayAccess, type StaffRole } from '@courier/contracts';
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
    /** Staff roles a /api/ops route admits (admin always); absent: every staff role. */
    staffRoles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** Set by the staff guard on /api/ops routes. */
    staff: StaffContext | null;
  }
}

/**
 * The /api/ops counterpart of authGuard: every route needs a staff session unless marked public, and the
 * route's staffRoles are checked on the server. Client tokens are unknown here (401).
 */
export function staffGuard(authenticate: AuthenticateStaff): onRequestAsyncHookHandler {
  return async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const staff = await authenticate(bearerToken(request));
    if (config.staffRoles && !staffRoleMayAccess(staff.role, config.staffRoles)) {
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
