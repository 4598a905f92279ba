/**
 * The socket's event names, in a chunk that socket.ts loads with socket.io-client, so the entry does not
 * carry them (docs/decisions/006-bundle-budget.md). They come from contracts' zod-free
 * `realtime-events.ts`; the one payload socket.ts reads (`account:freezed`) it checks by hand, so the
 * socket loads no schema (sixth pass).
 */
export { accountFreezedEvent, chatCloseEvent, chatOpenEvent } from '@courier/contracts';
