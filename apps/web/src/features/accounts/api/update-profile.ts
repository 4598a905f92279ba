import { profileResponseSchema, type Profile, type UpdateProfileForm } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { profileKeys } from './get-profile';

/** `POST web/profile` with fields: changes them and answers the new profile. */
export async function updateProfile(values: UpdateProfileForm): Promise<Profile> {
  return (await api.post('web/profile', values, { schema: profileResponseSchema })).feed;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.all, profile);
      // The top bar shows the names from the session.
      sessionStore.update({ name: profile.user.name, clientName: profile.user_client.client.name });
    },
  });
}
