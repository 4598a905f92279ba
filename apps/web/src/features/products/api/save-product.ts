import { productResponseSchema, type EditProductBody, type ProductBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `POST products` (add) or `PUT products` (edit, with the id). */
export async function saveProduct(body: ProductBody | EditProductBody) {
  const { feed } = await apiRequest('products', {
    method: 'id' in body ? 'PUT' : 'POST',
    body,
    schema: productResponseSchema,
  });
  return feed;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
