import { z } from 'zod';
import { successEnvelope } from './envelope';
import { normalizeDigits } from './digits';
import { requiredId, requiredText3 } from './rules';

/**
 * Products (spec §3 Product, §7 "Products and survey"): only for clients with `have_stock` = 1. The list
 * is a Laravel-style paginator (`data`, `next_page_url`, `current_page`, `total`); the web app follows
 * `next_page_url` for "load more".
 */

/** Spec §9: a product's quantity is 1 when not given. */
export const defaultProductQuantity = 1;
export const maxProductQuantity = 1_000_000;

const quantity = () =>
  z
    .union([z.string(), z.number()], { error: 'validation.numeric' })
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, { error: 'validation.numeric' })
        .transform(Number)
        .refine((n) => n <= maxProductQuantity, { error: 'validation.invalid' }),
    );

/** `POST products`: the add form (and the edit form without the id). */
export const productBodySchema = z.object({
  product_name: requiredText3(150),
  code_sky: requiredText3(60),
  quantity: quantity().optional().default(defaultProductQuantity),
});
export type ProductBody = z.infer<typeof productBodySchema>;
export type ProductBodyInput = z.input<typeof productBodySchema>;

/** `PUT products`: the same form plus the product's id. */
export const editProductBodySchema = productBodySchema.extend({ id: requiredId() });
export type EditProductBody = z.infer<typeof editProductBodySchema>;

/** `DELETE products/delete/{id}`. */
export const productParamsSchema = z.object({ id: requiredId() });

/** `GET products?page&paginate&search`. */
export const productListQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.numeric' }).int().min(1).max(1_000_000).default(1),
  paginate: z.coerce.number({ error: 'validation.numeric' }).int().min(1).max(100).default(15),
  search: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Spec §3: `quantity`, `selected` (false when loaded) and `product_id` (a copy of id). */
export const productSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  code_sky: z.string(),
  quantity: z.number().int(),
  selected: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = successEnvelope({
  feed: z.object({
    data: z.array(productSchema),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productResponseSchema = successEnvelope({ feed: productSchema });
