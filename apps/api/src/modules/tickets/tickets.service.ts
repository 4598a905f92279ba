import { createOpsTickets } from './ops-tickets.service';
import { createTicketsClient } from './tickets-client.service';
import { createTicketsShared, type TicketsDeps } from './tickets-shared';

// The tickets module's one service for the routes and the other modules (they reach a module only
// through its *.service.ts, decision 041): the client's calls and the help desk's, each a file, over the
// closures they share (tickets-shared.ts).
//
// Support tickets (issue 8, decision 026). Each change writes its log row in the same transaction; files
// are checked and written before, recorded inside, and removed again if the transaction fails.

export type { TicketReplied, TicketsDeps, TicketsLive } from './tickets-shared';

export function createTicketsService(deps: TicketsDeps) {
  const shared = createTicketsShared(deps);
  return { ...createTicketsClient(deps, shared), ...createOpsTickets(deps, shared) };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
