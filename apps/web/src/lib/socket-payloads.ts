/**
 * The schemas of the socket's payloads, in a chunk that socket.ts loads with socket.io-client: imported
 * statically they would put zod in the first-paint bundle (docs/decisions/006-bundle-budget.md).
 */
export {
  accountFreezedEvent,
  accountFreezedPayloadSchema,
  chatCloseEvent,
  chatOpenEvent,
} from '@courier/contracts';
