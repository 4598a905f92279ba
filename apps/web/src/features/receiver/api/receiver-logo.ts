import { receiverLogoResponseSchema } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, apiUpload } from '@/lib/api-client';
import { receiverKeys } from './receiver-keys';

// The merchant's logo on its receivers' pages (issue 38 §1): read, upload (main account), remove. One
// file for the three calls of one small resource, each answering the same `{logo_url}`.

/** `GET receiver/logo`: the logo's file (`files/{id}`) or null. */
export function useReceiverLogo() {
  return useQuery({
    queryKey: receiverKeys.logo(),
    queryFn: async ({ signal }) =>
      (await api.get('receiver/logo', { schema: receiverLogoResponseSchema, signal })).feed.logo_url,
  });
}

/** `POST receiver/logo` (multipart `file`) or `DELETE receiver/logo`: the answer replaces the cached one. */
export function useChangeReceiverLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (file === null)
        return apiRequest('receiver/logo', { method: 'DELETE', schema: receiverLogoResponseSchema });
      const form = new FormData();
      form.append('file', file);
      return apiUpload('receiver/logo', form, { schema: receiverLogoResponseSchema });
    },
    onSuccess: (res) => queryClient.setQueryData(receiverKeys.logo(), res.feed.logo_url),
  });
}
