import { okSchema, type CheckOtpBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function checkOtp(body: CheckOtpBody) {
  return api.post('check-otp', body, { schema: okSchema });
}

export function useCheckOtp() {
  return useMutation({ mutationFn: checkOtp });
}
