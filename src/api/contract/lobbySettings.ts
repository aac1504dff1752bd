/**
 * The lobby settings an admin runs from /ops (docs/ops.md "Lobby settings"): how players sign up, the deposit
 * channels and the withdrawal limits. The server and the back office check a change with the same rules, so a field
 * the page marks wrong is the field the server would refuse; nothing is stored unless every field passes.
 *
 * Amounts are hundredths (centavos) like every amount of the API, and whole pesos by rule: the deposit presets are
 * buttons a player taps, and limits in odd centavos only produce refusals a player cannot read.
 */

/** Login method numbers of spec §4: phone 1, username (account) 2, phone without one-time code 3. */
export type RegisterType = 1 | 2 | 3;

export interface SignUpSettings {
  registerType: RegisterType;
  /** One-time codes on sign-up (where the register type uses them). */
  otpOn: boolean;
  lineLoginEnabled: boolean;
  /** Green mode: phone accounts, the age notice before play, no app-download prompts. */
  greenMode: boolean;
  /** The age notice in every mode, not only in green mode (which always shows it). */
  ageNoticeAllModes: boolean;
}

export interface WithdrawalLimits {
  minAmount: number;
  maxAmount: number;
}

/** What an admin may change of one deposit channel; its name and pay mode come with the payment provider. */
export interface DepositChannelChange {
  id: number;
  enabled: boolean;
  minAmount: number;
  maxAmount: number;
  /** The amount buttons of the deposit screen, in the order shown. */
  amounts: number[];
}

export interface DepositChannelSettings extends DepositChannelChange {
  name: string;
  payMode: 'url' | 'qr' | 'bank';
}

/** GET /ops-api/lobby-settings. */
export interface LobbySettings {
  signUp: SignUpSettings;
  withdrawals: WithdrawalLimits;
  /** In the order the deposit screen lists them. */
  channels: DepositChannelSettings[];
  /** Withdrawals above this need a second finance approver (/ops/config): the withdrawal maximum stays above it. */
  secondApprovalAbove: number;
  /** The oldest app version players may run ('' for any) and the version this server serves (the most it may be). */
  appVersion: { minimum: string; served: string };
  /** Moves on every change of what appConfig carries; players pick a change up on their next appConfig. */
  configRevision: number;
}

/** One refused field: `path` names it (`withdrawals.maxAmount`, `channels.2.amounts`), `message` says the rule. */
export interface SettingIssue {
  path: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: SettingIssue[] };

/** One peso in the contract's money unit: every amount is in hundredths (centavos). */
export const PESO = 100;

export const LOBBY_LIMITS = {
  /** No single deposit or withdrawal above ₱1,000,000: the ceiling the payment and payout providers take. */
  ceiling: 100_000_000,
  /** Preset buttons per channel: the deposit screen shows at most this many. */
  presetsMax: 20,
} as const;

export const REGISTER_TYPES: readonly { value: RegisterType; label: string }[] = [
  { value: 2, label: 'Username' },
  { value: 1, label: 'Phone number (with a one-time code when codes are on)' },
  { value: 3, label: 'Phone number without a one-time code' },
];

/** An amount in the staff rules' sentences (English, whole pesos): ₱1,000. */
export const staffPesos = (centavos: number): string => `₱${(centavos / PESO).toLocaleString('en-PH')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Hundredths of whole pesos typed (digits, optional thousands commas); null when it is not such an amount. */
export function centavosOfPesos(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,3}(,\d{3})*$|^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed.replace(/,/g, '')) * PESO;
}

/** Whole pesos of an amount for a field (no thousands commas, so it types back the same). */
export const pesosText = (centavos: number): string => String(centavos / PESO);

/** Amount `value` at `path`: a whole number of pesos from `floor` to the ceiling; an issue otherwise. */
function amountIssue(path: string, label: string, value: unknown, floor = PESO): SettingIssue | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value % PESO !== 0) {
    return { path, message: `${label} is a whole number of pesos.` };
  }
  if (value < floor || value > LOBBY_LIMITS.ceiling) {
    return { path, message: `${label} is from ${staffPesos(floor)} to ${staffPesos(LOBBY_LIMITS.ceiling)}.` };
  }
  return null;
}

export function checkSignUp(body: unknown): Checked<SignUpSettings> {
  const issues: SettingIssue[] = [];
  const b = isRecord(body) ? body : {};
  if (b.registerType !== 1 && b.registerType !== 2 && b.registerType !== 3) {
    issues.push({ path: 'registerType', message: 'The register type is username, phone, or phone without a code.' });
  }
  for (const [key, label] of [
    ['otpOn', 'One-time codes'],
    ['lineLoginEnabled', 'LINE sign-in'],
    ['greenMode', 'Green mode'],
    ['ageNoticeAllModes', 'The age notice in every mode'],
  ] as const) {
    if (typeof b[key] !== 'boolean') issues.push({ path: key, message: `${label} is on or off.` });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      registerType: b.registerType as RegisterType,
      otpOn: b.otpOn as boolean,
      lineLoginEnabled: b.lineLoginEnabled as boolean,
      greenMode: b.greenMode as boolean,
      ageNoticeAllModes: b.ageNoticeAllModes as boolean,
    },
  };
}

/**
 * Withdrawal limits: whole pesos, the minimum at most the maximum, and the maximum above the second-approver amount
 * in force (at or below it, every withdrawal would be paid on one finance approval).
 */
export function checkWithdrawalLimits(body: unknown, secondApprovalAbove: number): Checked<WithdrawalLimits> {
  const b = isRecord(body) ? body : {};
  const issues: SettingIssue[] = [];
  const min = amountIssue('minAmount', 'The minimum', b.minAmount);
  const max = amountIssue('maxAmount', 'The maximum', b.maxAmount);
  if (min) issues.push(min);
  if (max) issues.push(max);
  const minAmount = b.minAmount as number;
  const maxAmount = b.maxAmount as number;
  if (!min && !max && minAmount > maxAmount) {
    issues.push({ path: 'minAmount', message: 'The minimum is at most the maximum.' });
  }
  if (!max && maxAmount <= secondApprovalAbove) {
    issues.push({
      path: 'maxAmount',
      message: `The maximum is above the second-approver amount (${staffPesos(secondApprovalAbove)}): otherwise no withdrawal would need a second finance approver.`,
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { minAmount, maxAmount } };
}

/**
 * The deposit channels, in the order players will see them: exactly the channels there are (each once), at least
 * one on, and per channel whole-peso limits with the minimum at most the maximum and 1–20 distinct presets inside
 * them (a preset outside the limits is a button the deposit would refuse).
 */
export function checkDepositChannels(body: unknown, knownIds: readonly number[]): Checked<DepositChannelChange[]> {
  const b = isRecord(body) ? body : {};
  const list = b.channels;
  if (!Array.isArray(list) || list.length !== knownIds.length) {
    return { ok: false, issues: [{ path: 'channels', message: `Send all ${knownIds.length} deposit channels.` }] };
  }
  const issues: SettingIssue[] = [];
  const seen = new Set<number>();
  const out: DepositChannelChange[] = [];
  for (const item of list as unknown[]) {
    const c = isRecord(item) ? item : {};
    const id = c.id;
    if (typeof id !== 'number' || !knownIds.includes(id) || seen.has(id)) {
      return { ok: false, issues: [{ path: 'channels', message: 'Each deposit channel there is, once.' }] };
    }
    seen.add(id);
    const at = (field: string) => `channels.${id}.${field}`;
    if (typeof c.enabled !== 'boolean') issues.push({ path: at('enabled'), message: 'The channel is on or off.' });
    const min = amountIssue(at('minAmount'), 'The minimum', c.minAmount);
    const max = amountIssue(at('maxAmount'), 'The maximum', c.maxAmount);
    if (min) issues.push(min);
    if (max) issues.push(max);
    const minAmount = c.minAmount as number;
    const maxAmount = c.maxAmount as number;
    const limitsValid = !min && !max;
    if (limitsValid && minAmount > maxAmount) {
      issues.push({ path: at('minAmount'), message: 'The minimum is at most the maximum.' });
    }
    const amounts = c.amounts;
    if (!Array.isArray(amounts) || amounts.length < 1 || amounts.length > LOBBY_LIMITS.presetsMax) {
      issues.push({ path: at('amounts'), message: `Give 1 to ${LOBBY_LIMITS.presetsMax} preset amounts.` });
    } else {
      const presetIssue = presetsIssue(amounts, limitsValid && minAmount <= maxAmount ? [minAmount, maxAmount] : null);
      if (presetIssue) issues.push({ path: at('amounts'), message: presetIssue });
    }
    if (issues.length === 0) {
      out.push({ id, enabled: c.enabled as boolean, minAmount, maxAmount, amounts: [...(amounts as number[])] });
    }
  }
  if (issues.length === 0 && !out.some((c) => c.enabled)) {
    issues.push({ path: 'channels', message: 'Keep at least one deposit channel on: players could not deposit.' });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: out };
}

function presetsIssue(amounts: readonly unknown[], limits: readonly [number, number] | null): string | null {
  for (const value of amounts) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value % PESO !== 0) {
      return 'Each preset is a whole number of pesos.';
    }
    if (limits && (value < limits[0] || value > limits[1])) {
      return `Each preset is from the minimum to the maximum (${staffPesos(limits[0])} to ${staffPesos(limits[1])}); ${staffPesos(value)} is not.`;
    }
  }
  if (new Set(amounts).size !== amounts.length) return 'Each preset amount once.';
  return null;
}

/** Preset amounts typed as whole pesos separated by commas or spaces ("100, 200 500"); null when one is not. */
export function presetsOfText(typed: string): number[] | null {
  const parts = typed.split(/[\s,]+/).filter((p) => p !== '');
  const out: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,9}$/.test(part)) return null;
    out.push(Number(part) * PESO);
  }
  return out;
}

/** Preset amounts as typed back into their field. */
export const presetsText = (amounts: readonly number[]): string => amounts.map(pesosText).join(', ');
