import { sendOtpResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST link-with-apis/send-otp`: a code to the account's phone; answers the phone, masked. */
export async function sendApiPageOtp(): Promise<string> {
  return (await api.post('link-with-apis/send-otp', {}, { schema: sendOtpResponseSchema })).phone;
}

export function useSendApiPageOtp() {
  return useMutation({ mutationFn: sendApiPageOtp });
}
