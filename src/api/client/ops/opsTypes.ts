import type { RoundProof } from '../../contract/endpoints/wallet';
/** What the /ops-api calls answer (server/ops/*), as the back office reads them. */
export type StaffRole = 'support' | 'finance' | 'marketing' | 'admin';

export interface StaffView {
  id: number;
  username: string;
  role: StaffRole;
}

export interface LoginAnswer {
  token: string;
  staff: StaffView;
}

export interface WithdrawalItem {
  orderId: string;
  userId: number;
  account: string;
  amount: number;
  bankName: string;
  accountName: string;
  createdAt: number;
  needsSecondApprover: boolean;
  approvedBy: string[];
  /** Approved, but handing it to the payout provider failed: finance may Retry send (null: waiting for approval). */
  send: PayoutSend | null;
}

export interface PayoutSend {
  /** retry: another automatic attempt at nextAt; unsent: attempts used up; sending: an attempt under way. */
  status: 'retry' | 'unsent' | 'sending';
  attempts: number;
  nextAt: number | null;
  error: string | null;
}

export interface RetrySendAnswer {
  sent: boolean;
  error: string | null;
}

export type ApproveOutcome = 'approved' | 'awaitingSecond';

export interface KycItem {
  userId: number;
  account: string;
  realName: string;
  birthDate: string;
  documentType: string;
  submittedAt: number;
}

export type KycVerdict = 'approved' | 'rejected' | 'resubmit';

export interface PlayerHit {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
}

/** GET /players/:id (server/ops/players.ts playerDetail); the lists are shown as they come. */
export interface PlayerDetail {
  /** The person behind the account (absent from a server before the person's rules). */
  person?: PersonView;
  profile: {
    id: number;
    account: string;
    nickname: string;
    mobile: string;
    birthDate: string | null;
    vip: number;
    createdAt: number;
    suspended: boolean;
    kyc: { status: string; realName?: string; reason?: string | null };
  };
  balances: { coin: number; lottery: number; safebox: number };
  ledger: {
    id: number;
    balance: string;
    amount: number;
    kind: string;
    ref: string;
    balanceAfter: number;
    at: number;
  }[];
  deposits: { orderId: string; amount: number; method: string; status: number; createdAt: number }[];
  withdrawals: { orderId: string; amount: number; stage: string; approvedBy: string | null; createdAt: number }[];
  sessions: { device: string; createdAt: number; lastSeenAt: number; revokedAt: number | null }[];
  devices: { device: string; firstSeen: number; lastSeen: number; sessions: number }[];
  promotions: { activityType: number; awardId: number; propId: number; at: number }[];
  responsibleGaming: {
    realityCheckMinutes: number;
    depositLimits: { period: string; amount: number | null }[];
    breaks: { kind: string; breakId: string; startedAt: number; until: number }[];
  };
}

export interface StaffRow {
  id: number;
  username: string;
  role: StaffRole;
  /** The person behind the account: one active account per person. */
  personId: string;
  disabledAt: number | null;
}

/**
 * An admin change waiting for (or decided by) a second admin, another person than the proposer: the
 * second-approver amount, a new staff account, a role (GET /changes; POST /config and /staff answer one).
 */
export interface PendingChange {
  id: number;
  kind: 'config.secondApprovalAbove' | 'staff.create' | 'staff.role' | 'player.adjust';
  target: string;
  summary: Record<string, unknown>;
  proposedBy: string;
  proposedAt: number;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: number | null;
}

/** Shown once, after creating a staff account or resetting its TOTP: what goes into the authenticator app. */
export interface TotpSetup {
  id: number;
  username: string;
  totpSecret: string;
  totpUri: string;
}

/** GET /flagged: a player the flag rule picked, with the rule's reasons (server/ops/players.ts FLAG_RULE). */
export interface FlaggedPlayer {
  id: number;
  account: string;
  nickname: string;
  reasons: string[];
}

/** GET /audit: one append-only row (who, what, when, target, before and after). */
export interface AuditRow {
  id: number;
  staffId: number | null;
  staffName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: number;
  /** The request that wrote it (X-Request-Id): its server log lines carry the same id. */
  requestId: string | null;
}

/** GET/POST /config (admin): the second-approver amount in force, the environment's default, and whether stored. */
export interface OpsConfig {
  secondApprovalAbove: number;
  defaultSecondApprovalAbove: number;
  stored: boolean;
}

/** A signal two accounts share (server/responsibleGaming/person.ts). */
export type PersonSignal = 'identity' | 'phone' | 'bank' | 'device' | 'fingerprint';

/** The player lookup's person section: linked accounts with their reasons, and what binds the person now. */
export interface PersonView {
  accounts: { id: number; account: string; nickname: string; reasons: PersonSignal[]; binds: boolean }[];
  exclusion:
    | { source: 'break'; kind: 'timeOut' | 'exclusion'; until: number; userId: number }
    | { source: 'list'; kind: 'exclusion'; until: null; listId: number }
    | null;
}

/** What an import of the operator's list answers (a dry run or an applied file). */
export interface ExclusionImportOutcome {
  applied: boolean;
  rows: number;
  alreadyListed: number;
  problems: { line: number; problem: string }[];
}

/** Who a mail from /ops goes to (server/ops/mailCampaigns.ts). */
export type MailAudience =
  | { kind: 'player'; userId: number }
  | { kind: 'vip'; minLevel: number }
  | { kind: 'dormant'; days: number }
  | { kind: 'everyone' };

export interface MailCampaign {
  id: number;
  title: string;
  content: string;
  /** Coin reward per mail, in hundredths (0: none). */
  coin: number;
  audience: MailAudience;
  sendAt: number;
  createdBy: string;
  sentAt: number | null;
  recipients: number | null;
  cancelledAt: number | null;
}

/** The job queue's answer (/ops Jobs, docs/ops.md "Jobs"): a failed job is a JobRow whose attempts ran out. */
export type { JobRow as FailedJob, JobsOverview } from '../../contract/opsJobs';

/** A round whose recorded stakes or wins differ from the ledger's movements for it (centavos). */
export interface ReconciliationMismatch {
  roundId: string;
  bet: number;
  win: number;
  ledgerBet: number;
  ledgerWin: number;
}

/** One provider's stored reconciliation of one Manila day (/ops Reconciliation, docs/ops.md "Reconciliation"). */
export interface ProviderReconciliation {
  providerId: string;
  /** The Manila day, YYYY-MM-DD. */
  day: string;
  rounds: number;
  openRounds: number;
  bets: number;
  wins: number;
  mismatches: ReconciliationMismatch[];
  createdAt: number;
}

/** One round of a player's history for support (GET /ops-api/players/:id/rounds). */
export interface SupportRound {
  roundId: string;
  providerId: string;
  gameId: number;
  gameName: string;
  status: 'open' | 'settled' | 'rolledback';
  bet: number;
  win: number;
  openedAt: number;
  closedAt: number | null;
  /** What /fair verifies it by (a seed pair and nonce, or a drawn live-table round). */
  proof: RoundProof | null;
}

/** A page of a player's rounds for support, newest first. */
export interface SupportRoundPage {
  list: SupportRound[];
  total: number;
  page: number;
  pageSize: number;
}
