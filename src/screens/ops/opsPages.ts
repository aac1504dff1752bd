import type { StaffRole } from '../../api/client/ops/opsTypes';

export interface OpsPage {
  path: string;
  /** Its name in the menu. */
  menu: string;
  /** What the overview's link says. */
  overview: string;
  roles: readonly StaffRole[];
  /** What another role is told on the page. */
  denied?: string;
}

const EVERY_ROLE: readonly StaffRole[] = ['support', 'finance', 'marketing', 'admin'];

/** The back office's pages after the overview, with who sees them (the server holds each call to its roles). */
export const OPS_PAGES: readonly OpsPage[] = [
  {
    path: '/ops/withdrawals',
    menu: 'Withdrawals',
    overview: 'Review the withdrawals waiting for approval',
    roles: ['finance'],
    denied: 'Only finance staff review withdrawals.',
  },
  {
    path: '/ops/kyc',
    menu: 'Identity checks',
    overview: 'Review the identity checks',
    roles: ['support', 'finance'],
    denied: 'Only support and finance staff review identity documents.',
  },
  {
    path: '/ops/chat',
    menu: 'Live chat',
    overview: "Answer the players' customer-service chat",
    roles: ['support', 'admin'],
    denied: 'Only support staff and admins answer the live chat.',
  },
  { path: '/ops/players', menu: 'Player lookup', overview: 'Look a player up', roles: EVERY_ROLE },
  { path: '/ops/flagged', menu: 'Flagged players', overview: 'See the flagged players', roles: EVERY_ROLE },
  {
    path: '/ops/staff',
    menu: 'Staff',
    overview: 'Manage staff accounts',
    roles: ['admin'],
    denied: 'Only admins manage staff accounts.',
  },
  {
    path: '/ops/audit',
    menu: 'Audit log',
    overview: 'Read the audit log',
    roles: ['admin'],
    denied: 'Only admins read the audit log.',
  },
  {
    path: '/ops/config',
    menu: 'Configuration',
    overview: 'Propose the second-approver amount',
    roles: ['admin'],
    denied: 'Only admins change the configuration.',
  },
  {
    path: '/ops/lobby-settings',
    menu: 'Lobby settings',
    overview: 'Set sign-up, green mode, the deposit channels and the withdrawal limits',
    roles: ['admin', 'marketing'],
    denied: 'Only admins and marketing change the lobby settings.',
  },
  {
    path: '/ops/promotions',
    menu: 'Promotions',
    overview: 'Run the promotions: each one on or off, its dates, the deposit ladder and streak amounts',
    roles: ['marketing', 'admin'],
    denied: 'Only marketing staff and admins run the promotions.',
  },
  {
    path: '/ops/changes',
    menu: 'Pending changes',
    overview: 'Approve or reject the changes another admin proposed',
    roles: ['admin'],
    denied: 'Only admins approve changes.',
  },
  {
    path: '/ops/exclusions',
    menu: 'Excluded persons',
    overview: "Import the operator's list of excluded persons",
    roles: ['admin'],
    denied: 'Only admins import the list of excluded persons.',
  },
  {
    path: '/ops/mail',
    menu: 'Mail to players',
    overview: 'Mail one player, a segment or everyone',
    roles: ['marketing', 'admin'],
    denied: 'Only marketing staff and admins mail players.',
  },
  {
    path: '/ops/content',
    menu: 'Content',
    overview: "Run the home's banners: pictures, order, targets, layouts and schedules",
    roles: ['marketing', 'admin'],
    denied: "Only marketing staff and admins run the lobby's content.",
  },
  {
    path: '/ops/games',
    menu: 'Games',
    overview: 'Run the games catalogue: flags, order, brands, and a provider import',
    roles: ['marketing', 'admin'],
    denied: 'Only marketing staff and admins run the games catalogue.',
  },
  {
    path: '/ops/jobs',
    menu: 'Jobs',
    overview: 'See the job queue and retry the failed jobs',
    roles: ['admin', 'finance'],
    denied: 'Only admins and finance staff see the job queue.',
  },
  {
    path: '/ops/reports',
    menu: 'Reports',
    overview: 'Read the business by day: cash, play, bonus cost and players',
    roles: ['finance', 'admin'],
    denied: 'Only finance staff and admins read the business reports.',
  },
  {
    path: '/ops/bonus-cost',
    menu: 'Bonus cost',
    overview: 'Read what the promotions cost by day and the players they reached',
    roles: ['marketing', 'finance', 'admin'],
    denied: 'Only marketing staff, finance staff and admins read the bonus cost.',
  },
  {
    path: '/ops/reconciliation',
    menu: 'Reconciliation',
    overview: "Check each game provider's day of rounds against the ledger",
    roles: ['finance', 'admin'],
    denied: 'Only finance staff and admins read the reconciliation.',
  },
  { path: '/ops/password', menu: 'Your password', overview: 'Change your password', roles: EVERY_ROLE },
];

export const pagesFor = (role: StaffRole | undefined): OpsPage[] =>
  role ? OPS_PAGES.filter((page) => page.roles.includes(role)) : [];
