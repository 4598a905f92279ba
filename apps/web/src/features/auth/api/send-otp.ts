import { sendOtpResponseSchema, type SendOtpBody, type SendOtpResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a one-time code to the account's phone; answers with the phone masked. */
export function sendOtp(body: SendOtpBody): Promise<SendOtpResponse> {
  return api.post('send-otp', body, { schema: sendOtpResponseSchema });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
