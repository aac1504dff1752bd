import { z } from 'zod/mini';
import { API_BASE } from './http';

/**
 * Live updates to a logged-in tab (docs/architecture.md "Live updates"): one Server-Sent Events stream per tab at
 * `GET ${LIVE_PATH}`, authorised by the same `Authorization: Bearer` header as every call. The browser reads it
 * with `fetch` (a streamed body), not `EventSource`: EventSource cannot send a header, and a token in the address
 * would land in proxies' access logs.
 *
 * An event says only what changed and whose (`accountId`, null for everyone) and a `version` where one exists (the
 * ledger entry id of a balance): the tab then asks for fresh data by its usual calls, so a stream never carries a
 * figure that could go stale or leak.
 */
export const LIVE_PATH = `${API_BASE}/live`;

/** A comment line the server writes this often, so proxies keep an idle stream open and a dead one is noticed. */
export const LIVE_KEEP_ALIVE_MS = 25_000;

/**
 * `chat`: a customer-service conversation changed (a message, taken, closed; `version` the newest message id), told
 * to its player and to support's stream. `chatTyping`: the agent is typing in the player's conversation.
 * `chatPlayerTyping`: the player is typing in their open conversation (support's stream only, never the player's).
 * `liveTable`: a live table's round opened, closed its bets or was drawn (everyone; `version` the round number):
 * the tables' streams on every instance read the table afresh (server/game/liveTableStream.ts).
 */
export const LIVE_KINDS = [
  'balance',
  'mail',
  'notice',
  'sessionEnded',
  'catalogue',
  'chat',
  'chatTyping',
  'chatPlayerTyping',
  'liveTable',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export const LIVE_END_REASONS = ['suspended'] as const;

export const liveEventShape = z.object({
  kind: z.enum(LIVE_KINDS),
  /** The account it concerns; null: every account (a catalogue or configuration change). */
  accountId: z.nullable(z.int().check(z.positive())),
  /** Orders events of one kind where the source has an order (a balance's ledger entry id). */
  version: z.optional(z.int().check(z.nonnegative())),
  /**
   * Why a `sessionEnded` ended this tab's session, when the tab should say so: `suspended` (the operator locked the
   * account; the tab then says what a 401 with errcode 1047 says). Absent: a logout elsewhere or a password change.
   */
  reason: z.optional(z.enum(LIVE_END_REASONS)),
});
export type LiveEvent = z.infer<typeof liveEventShape>;

/** A stream's event line, or null when it is not one of ours (an unknown kind from a newer server). */
export function readLiveEvent(data: string): LiveEvent | null {
  try {
    const parsed = liveEventShape.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
