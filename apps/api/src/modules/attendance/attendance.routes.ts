import { attendanceBodySchema, attendanceResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import type { AttendanceService } from './attendance.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

/** The sub-users' attendance report (issue 9), on screen and as xlsx: admin only (spec §6). */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  const tags = ['team'];
  const admin = { access: 'admin' as const };

  app.post(
    '/user/attendance',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Attendance per sub-user and day in a date range (Cairo days, inclusive)',
        body: attendanceBodySchema,
        response: { 200: attendanceResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await attendance.report(sessionOf(request).clientId, request.body),
    }),
  );

  app.post(
    '/user/export-attendance',
    {
      config: admin,
      schema: { tags, summary: 'The attendance report as an xlsx file', body: attendanceBodySchema },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await attendance.export(sessionOf(request).clientId, request.body, languageOf(request)),
      ),
  );
};
