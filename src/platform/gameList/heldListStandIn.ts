/**
 * What a big answer's `gameList` is on the page when the game-list worker opened the answer and holds the list
 * (src/api/client/call.ts, ./catalogueWork.ts `openAnswer`): an empty, frozen list marked with the worker's ticket.
 * It is never shown: the session hands it to `storeCatalogue`, which asks the worker to check and store the held
 * list by its ticket (./catalogueClient.ts) and renders the catalogue that comes back.
 */
const tickets = new WeakMap<object, number>();

export function heldListStandIn(ticket: number): never[] {
  const standIn = Object.freeze([]) as never[];
  tickets.set(standIn, ticket);
  return standIn;
}

/** The ticket of a stand-in, undefined for any other value (a real list). */
export function heldTicketOf(list: unknown): number | undefined {
  return typeof list === 'object' && list !== null ? tickets.get(list) : undefined;
}
