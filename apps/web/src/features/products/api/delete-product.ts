import { okSchema } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `DELETE products/delete/{id}`. */
export function deleteProduct(id: number) {
  return apiRequest(`products/delete/${id}`, { method: 'DELETE', schema: okSchema });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
