import {
  changePasswordBodySchema,
  checkOtpBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  okSchema,
  resetBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import type { AuthService } from './auth.service';
import { bearerToken, sessionOf } from '../../http/auth-guard';
import type { PasswordResetService } from './password-reset.service';
import type { ClientMeta } from './sessions.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const tags = ['auth'];

/** spec §7 "Authentication and session": paths and field names exactly as the spec names them. */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  passwordReset: PasswordResetService;
}> = async (app, { auth, passwordReset }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await auth.login(request.body, metaOf(request))) }),
  );

  app.post(
    '/logout',
    {
      // Authenticated by the service: an idle logout may end a session whose idle end just passed.
      config: { public: true },
      schema: {
        tags,
        summary: 'End the current session (idle = 1 when the idle timer ended it)',
        body: logoutBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await auth.logout(bearerToken(request), request.body, metaOf(request));
      return { success: 1 as const };
    },
  );

  app.post(
    '/send-otp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send a password-reset code; answers the masked phone',
        body: sendOtpBodySchema,
        response: { 200: sendOtpResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      phone: await passwordReset.sendOtp(request.body, languageOf(request), metaOf(request)),
    }),
  );

  app.post(
    '/check-otp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Check a password-reset code without using it',
        body: checkOtpBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await passwordReset.checkOtp(request.body);
      return { success: 1 as const };
    },
  );

  app.post(
    '/reset',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a code; ends every session',
        body: resetBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body, metaOf(request));
      return { success: 1 as const };
    },
  );

  app.post(
    '/change-password',
    {
      config: { beforePasswordSet: true },
      schema: {
        tags,
        summary: 'Change the password (also the first-login step); answers a new session',
        body: changePasswordBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await auth.changePassword(sessionOf(request), request.body, metaOf(request))),
    }),
  );
};
