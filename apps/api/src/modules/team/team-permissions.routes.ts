import {
  okSchema,
  setSubUserPermissionBodySchema,
  subUserPermissionsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';
import type { TeamPermissions } from './team-permissions.service';

const admin = { access: 'admin' as const };
const tags = ['team'];

export const teamPermissionsRoutes: FastifyPluginAsyncZod<{ permissions: TeamPermissions }> = async (
  app,
  { permissions },
) => {
  // Form-like calls take multipart text fields as they take JSON (decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/user/permissions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Each sub-user’s permissions',
        response: { 200: subUserPermissionsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await permissions.list(sessionOf(request).clientId) }),
  );

  app.post(
    '/user/permissions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grant or take back one permission of a sub-user',
        body: setSubUserPermissionBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { id, permission, granted } = request.body;
      await permissions.set(sessionOf(request).clientId, id, permission, granted);
      return { success: 1 as const };
    },
  );
};
