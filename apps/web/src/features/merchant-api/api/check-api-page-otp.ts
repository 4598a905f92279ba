import { apiPageStatusResponseSchema, type ApiPageCheckOtpBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `POST link-with-apis/check-otp {code}`: opens the page for this session for 15 minutes. */
export async function checkApiPageOtp(body: ApiPageCheckOtpBody): Promise<string | null> {
  return (await api.post('link-with-apis/check-otp', body, { schema: apiPageStatusResponseSchema }))
    .unlocked_until;
}

export function useCheckApiPageOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkApiPageOtp,
    onSuccess: (until) => {
      queryClient.setQueryData(apiPageKeys.status(), until);
      void queryClient.invalidateQueries({ queryKey: apiPageKeys.key() });
    },
  });
}
