import { okSchema } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { placeAliasesKey } from './get-place-aliases';

/** `POST order/add-excelsheet/aliases/:id/delete`: forget one learnt name (the matcher reads it again). */
export async function deletePlaceAlias(id: number) {
  await api.post(`order/add-excelsheet/aliases/${id}/delete`, {}, { schema: okSchema });
}

export function useDeletePlaceAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaceAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeAliasesKey }),
  });
}
