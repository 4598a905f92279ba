import type { z } from 'zod';
import { orderAttemptsShape } from './delivery-proof';
import { successEnvelope } from './envelope';
import { orderSchema } from './orders';

/**
 * `POST order/web-details?code`: one order with the actions the caller may take, and from the field its
 * delivery proof and failed attempts (decision 065).
 */
export const orderDetailsSchema = orderSchema.extend(orderAttemptsShape);
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const orderDetailsResponseSchema = successEnvelope({ feed: orderDetailsSchema });
