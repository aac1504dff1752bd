import { CHAT_LIMITS } from './chat';

/*
 * The live chat's canned replies (docs/ops.md "Live chat"): ready answers an agent sends with one press, then makes
 * personal. Admin edits the list in /ops/chat; support reads and uses it. The rules are shared by the server (which
 * refuses a list that breaks them, nothing saved) and the editor (which names the field before sending).
 */

export const CANNED_LIMITS = {
  /** Replies in the list at most: a handful of starts, not a script. */
  count: 30,
  /** A reply's button label, in characters. */
  titleMax: 60,
  /** A reply's text, in characters: what the agent may send in one message. */
  bodyMax: CHAT_LIMITS.messageMax,
} as const;

export interface CannedReply {
  /** Stable while the reply exists (the list's key); given by the server to a new reply. */
  id: string;
  title: string;
  body: string;
}

/** A reply as the editor sends it: a new one has no id yet. */
export interface CannedReplyDraft {
  id?: string;
  title: string;
  body: string;
}

/** The list as it stands and its revision: a save names the revision it was edited from. */
export interface CannedRepliesAnswer {
  replies: CannedReply[];
  revision: number;
}

/** The product's replies: the list before admin changed it, and what a stored list breaking the rules reads as. */
export const DEFAULT_CANNED_REPLIES: readonly CannedReply[] = [
  { id: 'greet', title: 'Greeting', body: 'Hello! Thank you for waiting. How can I help you today?' },
  { id: 'greet-fil', title: 'Greeting (Filipino)', body: 'Hello po! Salamat sa paghihintay. Paano kita matutulungan?' },
  {
    id: 'deposit',
    title: 'Deposit check',
    body: 'I am checking your deposit now. Please send the reference number from your e-wallet receipt.',
  },
  {
    id: 'kyc',
    title: 'Identity check',
    body: 'Your identity check is with our team. Most checks finish within 24 hours; we will tell you in your mail.',
  },
  { id: 'close', title: 'Anything else?', body: 'Is there anything else I can help you with?' },
];

const ID = /^[a-z0-9-]{1,40}$/;

export interface CannedIssue {
  /** The field at fault: `replies`, `replies[2].title`… */
  path: string;
  message: string;
}

export type CannedCheck<T> = { ok: true; value: T } | { ok: false; issues: CannedIssue[] };

const length = (text: string) => [...text].length;

/**
 * A list as the rules take it (texts trimmed) or every field at fault: 0 to 30 replies, each a title of 1 to 60
 * characters and a text of 1 to 500, ids (when given) of lower-case letters, digits and dashes, none twice.
 */
export function checkCannedReplies(raw: unknown): CannedCheck<CannedReplyDraft[]> {
  if (!Array.isArray(raw)) return { ok: false, issues: [{ path: 'replies', message: 'must be a list.' }] };
  const issues: CannedIssue[] = [];
  if (raw.length > CANNED_LIMITS.count) {
    issues.push({ path: 'replies', message: `at most ${CANNED_LIMITS.count} replies.` });
  }
  const seen = new Set<string>();
  const value: CannedReplyDraft[] = [];
  raw.forEach((item: unknown, i) => {
    const at = `replies[${i}]`;
    if (typeof item !== 'object' || item === null) {
      issues.push({ path: at, message: 'must be a reply.' });
      return;
    }
    const { id, title, body } = item as Record<string, unknown>;
    if (id !== undefined && (typeof id !== 'string' || !ID.test(id))) {
      issues.push({ path: `${at}.id`, message: 'is not a reply id.' });
    } else if (typeof id === 'string' && seen.has(id)) {
      issues.push({ path: `${at}.id`, message: 'is listed twice.' });
    } else if (typeof id === 'string') seen.add(id);
    const t = typeof title === 'string' ? title.trim() : '';
    const b = typeof body === 'string' ? body.trim() : '';
    if (t === '' || length(t) > CANNED_LIMITS.titleMax) {
      issues.push({ path: `${at}.title`, message: `must be 1 to ${CANNED_LIMITS.titleMax} characters.` });
    }
    if (b === '' || length(b) > CANNED_LIMITS.bodyMax) {
      issues.push({ path: `${at}.body`, message: `must be 1 to ${CANNED_LIMITS.bodyMax} characters.` });
    }
    value.push(typeof id === 'string' ? { id, title: t, body: b } : { title: t, body: b });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/** A stored list as served: one that breaks the rules (or has a reply without an id) reads as the product's. */
export function servedCannedReplies(stored: unknown): CannedReply[] {
  const checked = checkCannedReplies(stored);
  if (!checked.ok || checked.value.some((r) => r.id === undefined)) return [...DEFAULT_CANNED_REPLIES];
  return checked.value as CannedReply[];
}
