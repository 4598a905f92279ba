import {
  addSubUserBodySchema,
  deleteSubUserQuerySchema,
  editSubUserBodySchema,
  getEmployeeResponseSchema,
  locationsResponseSchema,
  okSchema,
  revokeTokenBodySchema,
  saveLocationBodySchema,
  saveLocationResponseSchema,
  subUserResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import type { TeamService } from './team.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const admin = { access: 'admin' as const };

/**
 * spec §7 "Notifications, information, account" (sub-users) and "API integration and
 * locations" (the locations half): admin only (spec §6); a sub-user gets 403.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  const tags = ['team'];

  app.post(
    '/get-employee',
    {
      config: admin,
      schema: { tags, summary: 'The client’s sub-users', response: { 200: getEmployeeResponseSchema } },
    },
    async (request) => ({ success: 1 as const, feed: await team.list(sessionOf(request).clientId) }),
  );

  app.post(
    '/user/add',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a sub-user',
        body: addSubUserBodySchema,
        response: { 200: subUserResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await team.add(sessionOf(request).clientId, request.body),
    }),
  );

  app.post(
    '/user/edit',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a sub-user',
        body: editSubUserBodySchema,
        response: { 200: subUserResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await team.edit(sessionOf(request).clientId, request.body),
    }),
  );

  app.get(
    '/user/delete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a sub-user: it can no longer log in; its name stays in the logs',
        querystring: deleteSubUserQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await team.remove(sessionOf(request).clientId, request.query.id);
      return { success: 1 as const };
    },
  );

  app.post(
    '/user/revoke_token',
    {
      config: admin,
      schema: {
        tags,
        summary: 'End every session of a sub-user (HTTP and socket)',
        body: revokeTokenBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await team.revokeSessions(sessionOf(request).clientId, request.body.id);
      return { success: 1 as const };
    },
  );

  app.get(
    '/locations',
    {
      config: admin,
      schema: { tags, summary: 'The pickup locations', response: { 200: locationsResponseSchema } },
    },
    async (request) => ({
      success: 1 as const,
      feed: { data: await team.listLocations(sessionOf(request).clientId) },
    }),
  );

  app.put(
    '/locations',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add (no id) or change a pickup location; its radius is also its sub-users’ radius',
        body: saveLocationBodySchema,
        response: { 200: saveLocationResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await team.saveLocation(sessionOf(request).clientId, request.body),
    }),
  );
};
