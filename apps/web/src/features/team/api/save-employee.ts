import {
  subUserResponseSchema,
  type AddSubUserForm,
  type EditSubUserForm,
  type SubUser,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `POST user/add` or, with an id, `POST user/edit` (the server applies spec §5's rules too). */
export async function saveEmployee(values: AddSubUserForm | EditSubUserForm): Promise<SubUser> {
  const path = 'id' in values && values.id ? 'user/edit' : 'user/add';
  return (await api.post(path, values, { schema: subUserResponseSchema })).feed;
}

export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.employees }),
  });
}
