import { importOrdersResponseSchema, type CorrectImportBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingImportsKey } from './get-pending-imports';
import { ordersQueryRoot } from './upload-keys';

/** `POST order/add-excelsheet/correct {import_id, corrections}`: creates the pending smart upload. */
export function correctImport(body: CorrectImportBody) {
  return api.post('order/add-excelsheet/correct', body, { schema: importOrdersResponseSchema });
}

export function useCorrectImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctImport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: pendingImportsKey }),
      ]),
  });
}
