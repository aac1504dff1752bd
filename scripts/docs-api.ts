/**
 * Writes docs/api.md from the endpoint map (src/api/contract).
 *   npx tsx scripts/docs-api.ts          write the file
 *   npx tsx scripts/docs-api.ts --check  exit 1 when the file differs from what would be written
 * `render()` is importable without side effects (the contract test compares it with the file).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod/mini';
import { notOffered } from '../server/handlers/notOffered';
import * as define from '../src/api/contract/define';
import { API_BASE, commonFields, DEFAULT_MAX_BODY_BYTES, type Endpoint, headers } from '../src/api/contract/define';
import * as activityModule from '../src/api/contract/endpoints/activity';
import * as authModule from '../src/api/contract/endpoints/auth';
import * as fairGameModule from '../src/api/contract/endpoints/fairGame';
import * as lobbyModule from '../src/api/contract/endpoints/lobby';
import * as profileModule from '../src/api/contract/endpoints/profile';
import * as responsibleGamingModule from '../src/api/contract/endpoints/responsibleGaming';
import * as walletModule from '../src/api/contract/endpoints/wallet';
import * as entities from '../src/api/contract/entities';
import * as kyc from '../src/api/contract/kyc';
import { LIVE_KEEP_ALIVE_MS, LIVE_KINDS, LIVE_PATH, liveEventShape } from '../src/api/contract/live';
import * as player from '../src/api/contract/player';
import { renderShapeFiles } from './shapes';

export const DOC_PATH = fileURLToPath(new URL('../docs/api.md', import.meta.url));

/** The area files in spec §7 order; each module's other exports are its named shapes. */
const areas = [
  { key: 'auth', title: 'Authentication and account', module: authModule, map: authModule.auth },
  { key: 'lobby', title: 'Data and lobby', module: lobbyModule, map: lobbyModule.lobby },
  { key: 'wallet', title: 'Wallet, bank, records', module: walletModule, map: walletModule.wallet },
  { key: 'profile', title: 'Tasks, mail, profile', module: profileModule, map: profileModule.profile },
  { key: 'activity', title: 'Activities', module: activityModule, map: activityModule.activity },
  { key: 'fairGame', title: 'Provably fair demo game', module: fairGameModule, map: fairGameModule.fairGame },
  {
    key: 'responsibleGaming',
    title: 'Responsible gaming',
    module: responsibleGamingModule,
    map: responsibleGamingModule.responsibleGaming,
  },
] as const satisfies readonly { key: string; title: string; module: object; map: Record<string, Endpoint> }[];

const RESPONSIBLE =
  'Not in the spec; a regulated operator offers responsible-gaming tools: limits, a reality check, breaks, the history (docs/responsible-gaming.md).';
const NAMED_ONLY = 'The spec names the call but shows neither payload nor answer.';
const PATH_HIDDEN = 'The spec describes the call but not its path or payload.';
const FAMILY =
  'One of the "other named calls" of spec §7 (shapes not shown): load answers the state, actions answer state + propList.';

/** Why each designed call is designed; render() fails when a designed call has no line here. */
export const designReasons: Record<string, string> = {
  rgSettings: RESPONSIBLE,
  rgSetDepositLimit: RESPONSIBLE,
  rgSetRealityCheck: RESPONSIBLE,
  rgTakeBreak: RESPONSIBLE,
  rgSessionSummary: RESPONSIBLE,
  rgHistory: RESPONSIBLE,
  bindAccount: NAMED_ONLY,
  fairGameSeeds:
    'Not in the spec; the provably fair demo game commits its server seed hash before play (docs/trust.md).',
  fairGameRotate: 'Not in the spec; reveals the server seed and commits the next one (docs/trust.md).',
  fairGameSpins: 'Not in the spec; the spins the verify page recomputes (docs/trust.md).',
  fairTableRound: 'Not in the spec; a drawn live-table round the verify page recomputes (docs/trust.md).',
  forgetPassword: NAMED_ONLY,
  reportDevice: PATH_HIDDEN,
  logout: 'Spec §4 has a logout but no call; a server-side end makes the token stop working.',
  logoutAll:
    'Not in the spec; a player who fears their account is used elsewhere logs out everywhere (every token of the player revoked).',
  lineSignUp:
    'Not in the spec; no LINE player gets a token before a birth date (21+) and the declaration, and the one-time LINE code cannot be spent twice (docs/auth.md "LINE login").',
  getUserInfo: PATH_HIDDEN,
  tradeInfo: NAMED_ONLY,
  anonymousTradeInfo: NAMED_ONLY,
  getBonusTickers: NAMED_ONLY,
  checkRechargeOrder: 'The spec shows only the isRechargeDone field it reads; orderId payload and status are ours.',
  getRechargeRecord: 'Paged record call named without fields; paging is the shared pageRequest/pageOf.',
  getExchangeOrder: 'Paged record call named without fields; paging is the shared pageRequest/pageOf.',
  getGameRounds:
    'The spec has no game-round record; players read their rounds with the fairness proof (docs/games.md).',
  getExchange: NAMED_ONLY,
  exchange: NAMED_ONLY,
  addBankInfo: 'Named only; fields follow the appUserBankList entries of spec §3 (keyed by bankId).',
  modifyBankInfo: 'Named only; fields follow the appUserBankList entries of spec §3 (keyed by bankId).',
  getBankInfo: 'Not in the spec; every other answer masks account numbers, so the edit form asks for one bank in full.',
  getBankTypes: 'Not in the spec; the bank select screen of spec §1 needs the list of banks to bind.',
  getLotterConfig: NAMED_ONLY,
  lotteryExchange: NAMED_ONLY,
  getSafebox: NAMED_ONLY,
  safeboxTransfer: 'Not in the spec; a safe box balance (spec §3) needs a way to move coin in and out.',
  chatThread:
    'The spec names live chat but no call: the lobby answers its own chat; a live `chat` event asks for it again.',
  chatSend:
    'The spec names live chat but no call: 1-500 characters, 10 a minute, 200 a conversation (errcodes 5061-5063).',
  chatTyping:
    'The spec names live chat but no call: told to support only with an open conversation, at most every 2 s.',
  getMail2: 'Named only; boxes 0-2 mirror the red0/red1/red2 counts of hasMailUnread.',
  getMailDetail: NAMED_ONLY,
  receiveMail: NAMED_ONLY,
  delMail: NAMED_ONLY,
  updateProfile: NAMED_ONLY,
  receiveTaskAward:
    'Not in the spec; a task award needs a claim call: once per task, a daily task once per Manila day.',
  taskVisit:
    'Not in the spec; a follow task (type 6) is on another site the server cannot see, so the app reports the page opened.',
  modifyPassword:
    'Not in the spec; changing the login password takes the old and the new password, RSA-encrypted like login.',
  safeboxPasswordInit: NAMED_ONLY,
  modifySafePassword: NAMED_ONLY,
  uploadKyc: 'Named only; a base64 JSON body keeps every call POST JSON, hence the raised body limit.',
  addKyc: NAMED_ONLY,
  kyc: 'Named only; status values and the 7-day due time follow the KYC rule of spec §1 and §9.',
  shortUrl: 'Named only; spec §5 says the link carries the inviter code, account id and a share source.',
  appUserOther: 'Named only; userInfo.hasUserOther implies a set of extra details, which we chose.',
  updateAppUserOther: 'Named only; saves the details of appUserOther.',
  receiveLoginPay3: NAMED_ONLY,
  rechargeBonusCollection9: 'Path not shown ("first-charge load"); the answer fields are those of spec §3.',
  rechargeBonusCollection9Receive: 'Path not shown ("first-charge claim"); payload and answer are those of spec §7.',
  appInviteBonus1User: 'Path not shown ("invite-friends load"); the answer fields are those of spec §3.',
  appInviteBonus1UserReceive: 'Path not shown ("invite-friends claim"); payload and answer are those of spec §7.',
  rechargeBonusCollection6:
    "Named with first-charge (spec §7); here the ladder recharge (LadderRecharge 17): the month's tiers (docs/promotions.md).",
  rechargeBonusCollection8:
    'Named with first-charge (spec §7); here the deposit streak (ContinuousRecharge 43): the week of days (docs/promotions.md).',
  receiverRechargeBonusCollection6:
    'Named with first-charge (spec §7); claims a streak day (43xx) or a ladder tier (17xx) once (docs/promotions.md).',
  actInviteUserRecord: FAMILY,
  actInviteUserStatus: FAMILY,
  actInviteUserSpin: FAMILY,
  actInviteUserExchange: FAMILY,
  bankruptBonus: FAMILY,
  appUpdateBonus:
    'Not in the spec; §4 and §9 name a ₱20 force-update bonus but no call: the installed app claims it, once per player who has deposited (docs/promotions.md "Force-update bonus").',
  couponList: 'Not in the spec; the coupons of spec §4/§9 need a list in the wallet (docs/promotions.md).',
  weekendLottery:
    'Not in the spec; the public /activity/weekendLottery page needs its draw, tickets and winners (docs/promotions.md).',
  vipRebate:
    "Not in the spec; the VIP rebate page (spec §2, VIP 8) needs the previous day's bets and rate (docs/promotions.md).",
  vipRebateReceive: 'Not in the spec; claims the VIP rebate of the previous Manila date once (docs/promotions.md).',
  festival:
    'Not in the spec; the festival page (spec §2 /activity/festival, RedPacket 22) needs its windows (docs/promotions.md).',
  festivalRedPacket:
    "Not in the spec; opens the festival window's red packet once, drawn on the server (docs/promotions.md).",
  cashBonus:
    'Not in the spec; the cash bonus page (spec §2, Fund 16, red dot hasFund) needs the fund (docs/promotions.md).',
  cashBonusReceive: 'Not in the spec; claims the released cash bonus once (docs/promotions.md).',
  agentData: FAMILY,
  agent3Exchange: FAMILY,
  agent4Data: FAMILY,
  agent4Scratch: FAMILY,
  agent4InviteRows: FAMILY,
  agent4Lottery: FAMILY,
  agent4Award: FAMILY,
  agentCountData:
    'Not in the spec; the /activity/agentCount page (AgentCount, spec §3/§4) needs its tiers by valid invitees (docs/promotions.md).',
  agentCountReceive: 'Not in the spec; claims a reached agent-count tier once (docs/promotions.md).',
  loginBonus3User: FAMILY,
  loginBonus3UserReceive: FAMILY,
  appProxyUser4TaskUser: FAMILY,
  appProxyUser4TaskUserShare: FAMILY,
  appProxyUser4TaskUserReceive: FAMILY,
  christmasUser: `${FAMILY} Spec §5 Christmas family "User": the season's dates in Manila time (docs/promotions.md) so the page says when it opens or that it ended.`,
  christmasSign: `${FAMILY} Family "Sign": the advent calendar's daily sign-in; a box opens only on a signed day.`,
  christmasOpen: `${FAMILY} Family "Open": today's box, its prize fixed by the day (the calendar is published).`,
  christmasReceive: `${FAMILY} Family "Receive": the milestone rewards of a filled calendar, {id} = boxes opened.`,
  christmasExtra: `${FAMILY} Family "Extra": one extra box for a paid deposit within the dates.`,
  newYearUser: `${FAMILY} Spec §5 NewYear family "User": items 40001-40004 held (spec §4), today's tasks, the dates.`,
  newYearShare: `${FAMILY} Family "Share": the server cannot see a share, so the app reports it (as the follow task does).`,
  newYearReceiveTask: `${FAMILY} Family "ReceiveTask": a task's items, once per Manila date.`,
  newYearBoxOpen: `${FAMILY} Family "BoxOpen": spends a set of items once; the prize is drawn with crypto.randomInt.`,
  newYearOpen: `${FAMILY} Family "Open": the lottery; spends its items once, drawn with crypto.randomInt.`,
  newYearExtra: `${FAMILY} Family "Extra": one extra set of items for a paid deposit within the dates.`,
  appAgent5User: FAMILY,
  appAgent5UserLog: FAMILY,
  appAgent5UserReceive: FAMILY,
  appAgent5UserInviteValidReceive: FAMILY,
};

/** What the exported scalars mean (their schemas carry only the type). */
const scalarNotes: Record<string, string> = {
  id: 'Numeric id.',
  money: 'Integer hundredths (spec §9): 12345 is 123.45.',
  amount: 'Money a player moves; at least 1 hundredth.',
  encryptedSecret: 'RSA-encrypted with the configured public key, base64.',
  itemStatus: 'Claim state: 0 not reached (or available to buy), 1 claimable, 2 claimed.',
  kycStatus: 'Identity verification state (designed).',
  roundProof:
    'What /fair verifies a round by: a seed pair and nonce, or a drawn live-table round (table = game id, round number).',
};

// ---- named shapes: exported zod objects become linked sections, exported scalars a glossary ----

interface Named {
  name: string;
  schema: z.ZodMiniType;
}

function collectNamed(): { objects: Named[]; scalars: Named[] } {
  const skip = new Set<unknown>([define.envelope, define.commonFields, define.empty]);
  const sources: object[] = [define, entities, player, kyc, ...areas.map((a) => a.module)];
  const objects: Named[] = [];
  const scalars: Named[] = [];
  const seen = new Map<string, unknown>();
  for (const source of sources) {
    // Sorted: module namespaces list exports alphabetically under Node but in source order under vite.
    for (const [name, value] of Object.entries(source).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!(value instanceof z.ZodMiniType) || skip.has(value)) continue;
      if (seen.has(name) && seen.get(name) !== value) throw new Error(`Two contract exports are named ${name}`);
      if (seen.has(name)) continue;
      seen.set(name, value);
      (value instanceof z.ZodMiniObject ? objects : scalars).push({ name, schema: value });
    }
  }
  return { objects, scalars };
}

// ---- walking the zod 4 schemas ----

interface Row {
  field: string;
  type: string;
  required: boolean;
  notes: string;
}

type Json = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

function range(min: unknown, max: unknown, unit = ''): string {
  const lo = typeof min === 'number' && min > -SAFE ? min : undefined;
  const hi = typeof max === 'number' && max < SAFE ? max : undefined;
  if (lo !== undefined && hi !== undefined) return ` ${lo}..${hi}${unit}`;
  if (hi !== undefined) return ` ≤${hi}${unit}`;
  if (lo !== undefined) return ` ≥${lo}${unit}`;
  return '';
}

/** Type of a leaf from its JSON Schema (zod 4's z.toJSONSchema). */
function jsonType(js: Json): string {
  if ('const' in js) return JSON.stringify(js.const);
  if (Array.isArray(js.enum)) return js.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(js.anyOf)) return (js.anyOf as Json[]).map(jsonType).join(' | ');
  if (Array.isArray(js.oneOf)) return (js.oneOf as Json[]).map(jsonType).join(' | ');
  switch (js.type) {
    case 'object': {
      // A small inline object (a union's member): its fields and their types.
      const fields = Object.entries((js.properties ?? {}) as Record<string, Json>);
      return `{${fields.map(([key, field]) => `${key}: ${jsonType(field)}`).join(', ')}}`;
    }
    case 'string': {
      const kind = js.format === 'base64' ? 'base64' : js.format === 'email' ? 'email' : 'string';
      return `${kind}${range(js.minLength, js.maxLength, ' chars')}`;
    }
    case 'integer':
    case 'number':
      return `${js.type}${range(js.minimum, js.maximum)}`;
    case 'boolean':
    case 'null':
      return js.type;
    default:
      return JSON.stringify(js);
  }
}

function leafNotes(js: Json): string {
  const notes: string[] = [];
  if (typeof js.description === 'string') notes.push(js.description);
  else if (typeof js.pattern === 'string' && js.format !== 'base64' && js.format !== 'email')
    notes.push(`pattern \`${js.pattern}\``);
  return notes.join('; ');
}

function toJson(schema: z.ZodMiniType): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Json;
  return rest;
}

class Walker {
  readonly objectNames = new Map<unknown, string>();
  readonly scalarNames = new Map<unknown, string>();

  constructor(named: { objects: Named[]; scalars: Named[] }) {
    for (const n of named.objects) this.objectNames.set(n.schema, n.name);
    for (const n of named.scalars) this.scalarNames.set(n.schema, n.name);
  }

  /** Rows of an object's fields, nested anonymous objects expanded with dotted paths. */
  rows(schema: z.ZodMiniObject, prefix = ''): Row[] {
    const rows: Row[] = [];
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
      rows.push(...this.field(`${prefix}${key}`, field));
    }
    return rows;
  }

  private field(path: string, schema: z.ZodMiniType): Row[] {
    let s = schema;
    let required = true;
    let nullable = false;
    for (;;) {
      if (s instanceof z.ZodMiniOptional) {
        required = false;
        s = s.def.innerType as z.ZodMiniType;
      } else if (s instanceof z.ZodMiniNullable) {
        nullable = true;
        s = s.def.innerType as z.ZodMiniType;
      } else break;
    }
    const { type, notes, children } = this.describe(s, path);
    return [{ field: path, type: nullable ? `${type} | null` : type, required, notes }, ...children];
  }

  private describe(s: z.ZodMiniType, path: string): { type: string; notes: string; children: Row[] } {
    const objectName = this.objectNames.get(s);
    if (objectName) return { type: `[${objectName}](#${anchor(`${objectName} (shape)`)})`, notes: '', children: [] };
    const scalarName = this.scalarNames.get(s);
    if (scalarName) return { type: `[${scalarName}](#scalar-types)`, notes: '', children: [] };
    if (s instanceof z.ZodMiniObject) {
      const empty = Object.keys(s.shape).length === 0;
      return { type: empty ? 'object (no fields)' : 'object', notes: '', children: this.rows(s, `${path}.`) };
    }
    if (s instanceof z.ZodMiniArray) {
      const js = toJson(s);
      const inner = this.describe(s.def.element as z.ZodMiniType, `${path}[]`);
      return {
        type: `list of ${inner.type}${range(js.minItems, js.maxItems, ' items')}`,
        notes: inner.notes,
        children: inner.children,
      };
    }
    if (s instanceof z.ZodMiniRecord) {
      const inner = this.describe(s.def.valueType as z.ZodMiniType, `${path}{}`);
      return { type: `map of ${inner.type} by string key`, notes: inner.notes, children: inner.children };
    }
    const js = toJson(s);
    return { type: jsonType(js), notes: leafNotes(js), children: [] };
  }
}

// ---- markdown ----

/** GitHub-style heading anchor. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A table with padded columns, the layout biome's markdown formatter keeps (docs/api.md passes `biome check`). */
function table(head: string[], body: string[][]): string[] {
  const rows = [head, ...body.map((r) => r.map(cell))];
  const widths = head.map((_, i) => Math.max(3, ...rows.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) => `| ${widths.map((w, i) => (r[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.slice(1).map(line)];
}

function fieldTable(rows: Row[]): string[] {
  if (rows.length === 0) return ['No fields.'];
  return table(
    ['Field', 'Type', 'Required', 'Notes'],
    rows.map((r) => [`\`${r.field}\``, r.type, r.required ? 'yes' : 'no', r.notes]),
  );
}

function kib(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
}

function intro(): string[] {
  return [
    '# API contract',
    '',
    '<!-- Generated by `npx tsx scripts/docs-api.ts` from src/api/contract; do not edit by hand. -->',
    '',
    'Every call of the app, as declared in `src/api/contract` (zod 4 schemas). The client validates answers',
    'with these schemas; the reference server validates bodies with them and registers its routes from them.',
    '',
    '## Wire conventions',
    '',
    `- Every call is \`POST\` with a JSON body to \`\${base}\${path}\`; the base is \`${API_BASE}\` (configurable).`,
    `- Headers: \`${headers.authorization}: Bearer <token>\` when logged in, \`${headers.fingerprint}: <visitorId>\` always.`,
    '- Access `public`: answers without a token (a token, when sent, is still read). Access `token`: the player must be',
    '  logged in; without a valid token the answer is HTTP 401 with `{code: 401, errcode: 401, msg}`.',
    '  Spec §7 marks some player calls "(public)" (getActivityIds, getTaskUser, hasMailUnread, refreshData, …); they answer',
    "  the player's own data, so they are `token` here (spec §5: activity loading is refused without a token).",
    `- Request bodies are capped at ${kib(DEFAULT_MAX_BODY_BYTES)} unless a call says otherwise. Every string and every list has a ceiling.`,
    '- Money is an integer of hundredths everywhere (`money`); points too. Times are integers, ms since the epoch.',
    '- The client adds the common body fields to every request; the server accepts them on every call:',
    '',
    ...fieldTable(new Walker({ objects: [], scalars: [] }).rows(commonFields)),
    '',
    '- Every answer is a JSON object: the envelope `{code, errcode, msg?, retryIn?, ticket?}` plus the data fields of the call;',
    '  `retryIn` (seconds) comes with a refusal that passes with time (smsSend 1021: the next code in `retryIn` s;',
    '  5103 time-out and 5104 self-exclusion: the break ends in `retryIn` s); `ticket` comes with lineLogin’s 1056',
    '  (the single-use sign-up ticket lineSignUp completes the LINE sign-in with).',
    '  Success is HTTP 200, `code` 200, `errcode` 0.',
    '',
    '## HTTP status, code and errcode',
    '',
    ...table(
      ['Situation', 'HTTP', 'code', 'errcode'],
      [
        ['Success', '200', '200', '0'],
        ['Domain failure of spec §8 (login 101, 102, …; activity 1001-1010; favourite 1004)', '200', '200', 'domain'],
        ['No token or bad token on a `token` call', '401', '401', '401'],
        ['Malformed JSON body', '400', '400', '9001'],
        [
          'Body fails the schema (`msg` names the first bad field; control characters in text included)',
          '400',
          '400',
          '9002',
        ],
        [
          'Body too large (cap per call: `maxBodyBytes`, default 64 KiB; declared sizes refused unread)',
          '413',
          '413',
          '9003',
        ],
        ['Unknown call', '404', '404', '9004'],
        [
          'Not available: a call the reference server does not offer ([Calls not offered](#calls-not-offered)) or a service this mode runs without (LINE sign-in, SMS gateway, identity vendor); `msg` says why',
          '200',
          '200',
          '9005',
        ],
        [
          'Content-Type not `application/json` (`text/plain` only on the event log, for the beacon)',
          '415',
          '415',
          '9006',
        ],
        ['Rate limit reached (SMS, registration, event log, KYC uploads; docs/security.md)', '429', '429', '9007'],
        ['Locked out: 5 wrong passwords in 15 min (login or wallet password; docs/security.md)', '200', '200', '1020'],
        ['Internal error (no stack trace in the body)', '500', '500', '9500'],
        ['Account format not allowed by the configuration (username or phone rules of spec §5)', '200', '200', '1051'],
        ['New password length outside passwordLengthMin..Max (register, reset)', '200', '200', '1052'],
        [
          'Registration (the 21+ rule): 1053 under 21 on today’s Manila date, 1054 birth date missing, not YYYY-MM-DD, not a real day, before 1900 or after today, 1055 the excluded-persons declaration missing (docs/responsible-gaming.md)',
          '200',
          '200',
          '1053-1055',
        ],
        [
          'LINE sign-in: 1056 lineLogin gives no token until the player has given a birth date and the declaration (the envelope carries `ticket` for lineSignUp), 1057 lineSignUp’s ticket unknown, used or expired (docs/auth.md)',
          '200',
          '200',
          '1056-1057',
        ],
        ['startGame: unknown game id or hidden game (status 0)', '200', '200', '1101'],
        ['startGame: game or its brand under maintenance', '200', '200', '1102'],
        ['fairTableRound: no such round on that live table', '200', '200', '1111'],
        ['fairTableRound: the round is not drawn yet (its server seed is still secret)', '200', '200', '1112'],
        [
          'Wallet refusal (deposit, withdrawal, bank, KYC, wallet password, points, safe box; 3018 KYC birth date other than the one given at sign-up; docs/wallet-server.md)',
          '200',
          '200',
          '3001-3020',
        ],
        [
          'Responsible gaming: 5101 deposit over the player’s own limit, 5102 setting out of range, 5103 time-out and 5104 self-exclusion (log-in or any call; `retryIn` until it ends), 5105 wrong confirming password (docs/responsible-gaming.md)',
          '200',
          '200',
          '5101-5105',
        ],
      ],
    ),
    '',
    'Errcodes 9001-9007, 9500, 1051-1057, 1101, 1102, 1111, 1112, 3001-3020 and 5101-5105 are ours (designed); the others come from spec §8.',
    'A call that lists refused fields answers their errcode (HTTP 200) instead of 9002 when every problem of the body is at one of them.',
    '',
  ];
}

/** The reference server's reason for not offering a call, or undefined when it has a handler. */
function notOfferedReason(name: string): string | undefined {
  return (notOffered as Readonly<Record<string, string>>)[name];
}

/** The markdown of docs/api.md. Throws when the contract and the design notes disagree. */
export function render(): string {
  const named = collectNamed();
  const walker = new Walker(named);
  const out = intro();
  const all = areas.flatMap((a) =>
    Object.entries(a.map as Record<string, Endpoint>).map(([name, ep]) => ({ name, ep })),
  );

  for (const { name, ep } of all) {
    if (ep.shape === 'designed' && !designReasons[name])
      throw new Error(`${name} is designed but has no line in designReasons (scripts/docs-api.ts)`);
  }
  for (const name of Object.keys(designReasons)) {
    const found = all.find((e) => e.name === name);
    if (found?.ep.shape !== 'designed')
      throw new Error(`designReasons.${name} names no designed call (scripts/docs-api.ts)`);
  }

  out.push('## Calls by area', '');
  const totals = areas.map((a) => `${a.key} ${Object.keys(a.map).length}`).join(', ');
  out.push(`${all.length} calls: ${totals}.`, '');
  for (const area of areas) {
    out.push(`### ${area.title} (\`${area.key}\`)`, '');
    out.push(
      ...table(
        ['Name', 'Path', 'Access', 'Shape', 'Summary'],
        Object.entries(area.map as Record<string, Endpoint>).map(([name, ep]) => [
          `[${name}](#${anchor(name)})`,
          `\`${ep.path}\``,
          ep.access,
          ep.shape,
          ep.summary,
        ]),
      ),
      '',
    );
  }

  out.push('## Calls', '');
  for (const { name, ep } of all) {
    out.push(`### ${name}`, '');
    const limit = ep.maxBodyBytes ? `, body ≤ ${kib(ep.maxBodyBytes)}` : '';
    out.push(`\`POST ${ep.path}\` · ${ep.access} · ${ep.shape}${limit}`, '', ep.summary, '');
    const reason = notOfferedReason(name);
    if (reason) out.push(`**Not offered by the reference server** (answers 9005): ${reason}`, '');
    out.push('Request (plus the common body fields):', '', ...fieldTable(walker.rows(ep.request)), '');
    if (ep.fieldErrcodes) {
      const refused = Object.entries(ep.fieldErrcodes).map(([field, errcode]) => `\`${field}\` ${errcode}`);
      out.push(`Refused fields (HTTP 200 with this errcode instead of 9002): ${refused.join(', ')}.`, '');
    }
    out.push('Answer data (beside the envelope):', '', ...fieldTable(walker.rows(ep.data)), '');
  }

  out.push('## Calls not offered', '');
  out.push(
    'Calls of the contract the reference server deliberately does not offer: each answers HTTP 200, errcode 9005,',
    'with this reason in `msg`. The list is server/handlers/notOffered.ts; every other call has a handler.',
    '',
  );
  const declined = all.filter(({ name }) => notOfferedReason(name));
  if (declined.length === 0) out.push('None.');
  for (const { name } of declined) out.push(`- [${name}](#${anchor(name)}): ${notOfferedReason(name)}`);
  out.push('');

  out.push('## Live updates', '');
  out.push(
    `\`GET ${LIVE_PATH}\` with \`${headers.authorization}: Bearer <token>\`: a Server-Sent Events stream (\`text/event-stream\`),`,
    'one per session token, read by the tab with `fetch` (docs/architecture.md "Live updates"). Refusals carry the',
    'usual envelope: HTTP 401 (no live token), 403 (a player on a break), 409 (a stream is already open for this',
    'token), 503 (the instance is draining); each with errcode 9005 except 401.',
    `A comment line (\`: keep-alive\`) comes every ${LIVE_KEEP_ALIVE_MS / 1000} s. Each event is one \`data:\` line of JSON; its kind says what to`,
    `read again (${LIVE_KINDS.map((k) => `\`${k}\``).join(', ')}); it carries no figures:`,
    '',
    ...fieldTable(new Walker({ objects: [], scalars: [] }).rows(liveEventShape)),
    '',
  );

  out.push('## Shared shapes', '');
  for (const { name, schema } of named.objects) {
    out.push(`### ${name} (shape)`, '', ...fieldTable(walker.rows(schema as z.ZodMiniObject)), '');
  }

  out.push('## Scalar types', '');
  out.push('Shorthands shared by many fields (src/api/contract/define.ts, entities.ts and kyc.ts).', '');
  out.push(
    ...table(
      ['Name', 'Type', 'Notes'],
      named.scalars.map(({ name, schema }) => {
        const js = toJson(schema);
        return [`\`${name}\``, jsonType(js), scalarNotes[name] ?? leafNotes(js)];
      }),
    ),
    '',
  );

  out.push('## Designed shapes', '');
  out.push('Calls whose payload, answer or path the spec does not show; the shape is ours.', '');
  for (const { name, ep } of all) {
    if (ep.shape === 'designed') out.push(`- [${name}](#${anchor(name)}): ${designReasons[name]}`);
  }
  out.push('');
  return out.join('\n');
}

function main(argv: string[]): number {
  const text = render();
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(DOC_PATH, 'utf8');
    } catch {
      // a missing file is simply stale
    }
    if (current !== text) {
      console.error('docs/api.md is stale: run `npx tsx scripts/docs-api.ts` and commit the result.');
      return 1;
    }
    console.log('docs/api.md is current.');
    return 0;
  }
  mkdirSync(dirname(DOC_PATH), { recursive: true });
  writeFileSync(DOC_PATH, text);
  console.log(`wrote docs/api.md (${text.split('\n').length} lines)`);
  // The zod-free checks of the guest's first download follow the same schemas (scripts/shapes.ts).
  for (const [path, shapes] of Object.entries(renderShapeFiles())) writeFileSync(path, shapes);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
