import {
  addStaffBodySchema,
  okSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  staffParamsSchema,
  staffPasswordBodySchema,
  staffRoleBodySchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../http/staff-guard';
import type { ClientMeta } from './sessions.service';
import type { StaffAdminService } from './staff-admin.service';
import type { StaffAuthService } from './staff-auth.service';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const tags = ['ops: staff'];
/** The admin screen's routes: admin only (the `staff` desk lists no other role). */
const adminOnly = { staffDesk: 'staff' as const };

/** /api/ops/login, logout, me, the staff list and the staff admin screen's routes. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService;
  staffAdmin: StaffAdminService;
}> = async (app, { staffAuth, staffAdmin }) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Staff log in with email and password',
        body: staffLoginBodySchema,
        response: { 200: staffLoginResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await staffAuth.login(request.body, metaOf(request))) }),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End the current staff session', response: { 200: okSchema } } },
    async (request) => {
      await staffAuth.logout(staffOf(request), metaOf(request));
      return { success: 1 as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The calling staff member', response: { 200: staffMeResponseSchema } } },
    async (request) => {
      const me = staffOf(request);
      const [row] = (await staffAuth.listStaff()).filter((s) => s.id === me.staffId);
      return {
        success: 1 as const,
        feed: { staff_id: me.staffId, email: row?.email ?? '', role: me.role, name: me.name },
      };
    },
  );

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Active staff, optionally of one role',
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffAuth.listStaff(request.query.role ? [request.query.role] : undefined),
    }),
  );

  app.get(
    '/staff/accounts',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every staff member, active or not, with the last login (admin)',
        response: { 200: staffAccountsResponseSchema },
      },
    },
    async () => ({ success: 1 as const, feed: await staffAdmin.list() }),
  );

  app.post(
    '/staff',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Add a staff member with an initial password (admin)',
        body: addStaffBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffAdmin.add(staffOf(request), request.body),
    }),
  );

  app.post(
    '/staff/:id/role',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Change a staff member’s role (admin; not one’s own)',
        params: staffParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffAdmin.setRole(staffOf(request), request.params.id, request.body.role),
    }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/staff/:id/${action}`,
      {
        config: adminOnly,
        schema: {
          tags,
          summary: active
            ? 'Reactivate a staff member (admin)'
            : 'Deactivate a staff member; their sessions end at once (admin; not oneself)',
          params: staffParamsSchema,
          response: { 200: staffAccountResponseSchema },
        },
      },
      async (request) => ({
        success: 1 as const,
        feed: await staffAdmin.setActive(staffOf(request), request.params.id, active),
      }),
    );
  }

  app.post(
    '/staff/:id/password',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Set a new password; the member’s sessions end at once (admin)',
        params: staffParamsSchema,
        body: staffPasswordBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffAdmin.resetPassword(staffOf(request), request.params.id, request.body.password),
    }),
  );
};
