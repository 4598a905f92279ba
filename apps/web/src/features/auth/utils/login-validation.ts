import { loginFormSchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Everything the login page needs from zod, in one chunk that loads after the page's first paint:
 * the form's resolver and the response schema.
 */
export { loginResponseSchema } from '@courier/contracts';

export type LoginValues = { email: string; password: string; terms: boolean };
export type LoginOutput = z.output<typeof loginFormSchema>;

// The schema's input type only admits terms === true, but the checkbox starts unchecked (false).
export const loginResolver = zodResolver(loginFormSchema) as unknown as Resolver<
  LoginValues,
  unknown,
  LoginOutput
>;
