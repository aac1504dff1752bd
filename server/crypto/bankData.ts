import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Bank account numbers at rest (user_banks, withdraw_orders): AES-256-GCM under an application key that lives in
 * the environment, never in the database, so a copy of the database (a backup, a read-only leak, the app role's
 * SELECT) holds no usable account number. Each ciphertext has its key id beside it (the `card_key_id` column), so a
 * new key can be introduced and the rows re-encrypted (`npm run ops:rotate-bank-key`, docs/security.md).
 *
 * The last four digits are kept in the clear (`card_last4`): every answer but the edit form shows only those.
 * `card_hash` is a keyed hash (HMAC-SHA256) of bank and number: two accounts binding the same bank account match
 * on it (server/player/personIdentity.ts) without the number being readable.
 */

/** Bytes of an AES-256 key. */
export const BANK_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

export interface BankKey {
  /** First 16 hex digits of the SHA-256 of the key: names the key beside each ciphertext without revealing it. */
  id: string;
  key: Buffer;
}

export interface BankKeyring {
  /** New rows are encrypted under this key. */
  current: BankKey;
  /** Every key that can still decrypt (current and previous), by id. */
  byId: ReadonlyMap<string, BankKey>;
}

export function bankKeyOf(key: Buffer): BankKey {
  if (key.length !== BANK_KEY_BYTES) throw new Error(`a bank data key must be ${BANK_KEY_BYTES} bytes`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/** A key from its base64 text (BANK_DATA_KEY); throws with the reason when it is not 32 bytes. */
export function parseBankKey(text: string, name = 'BANK_DATA_KEY'): BankKey {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== BANK_KEY_BYTES) {
    throw new Error(`${name} must be ${BANK_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  }
  return bankKeyOf(key);
}

/** The current key and the previous ones still accepted for reading (BANK_DATA_PREVIOUS_KEYS, comma-separated). */
export function bankKeyring(current: BankKey, previous: readonly BankKey[] = []): BankKeyring {
  const byId = new Map<string, BankKey>();
  for (const k of [current, ...previous]) byId.set(k.id, k);
  return { current, byId };
}

export function newBankKeyText(): string {
  return randomBytes(BANK_KEY_BYTES).toString('base64');
}

/** Where the demo keeps the key it made for itself when BANK_DATA_KEY is unset. */
export const DEMO_BANK_KEY_FILE = '.data/bank-data.key';

/**
 * The demo's key: read from `.data/bank-data.key`, made (readable by the server's user only) on the first start.
 * Production never comes here: it refuses to start without BANK_DATA_KEY (server/config.ts).
 */
export function demoBankKey(file = DEMO_BANK_KEY_FILE): BankKey {
  const path = resolve(file);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${newBankKeyText()}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  }
  return parseBankKey(readFileSync(path, 'utf8'), path);
}

/** The keyring of the running server (set by createLobbyApp and the rotation command). */
let active: BankKeyring | null = null;

/** Makes `keyring` the one this process encrypts and decrypts with. */
export function setBankKeyring(keyring: BankKeyring): void {
  active = keyring;
}

/**
 * The process's keyring. A process that never set one (an in-process test app) gets a random key for its
 * lifetime: its rows are readable by every app of that process, and by nothing after it.
 */
export function activeBankKeyring(): BankKeyring {
  active ??= bankKeyring(bankKeyOf(randomBytes(BANK_KEY_BYTES)));
  return active;
}

/** What a bank account number becomes in a row. */
export interface SealedCard {
  cardNum: string;
  cardKeyId: string;
  cardLast4: string;
}

/** Encrypts a normalised account number (digits only) under the current key. */
export function sealCard(plain: string, keyring: BankKeyring = activeBankKeyring()): SealedCard {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  // The key id is bound into the tag: a ciphertext moved under another id does not decrypt.
  cipher.setAAD(Buffer.from(keyring.current.id));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  return { cardNum: `${FORMAT}:${sealed}`, cardKeyId: keyring.current.id, cardLast4: plain.slice(-4) };
}

/**
 * The account number of a row. A row without a key id is one written before encryption (the start-up step
 * encrypts those); its number is read as stored. Throws when the row's key is not in the keyring.
 */
export function openCard(
  row: { cardNum: string; cardKeyId: string | null },
  keyring: BankKeyring = activeBankKeyring(),
): string {
  if (row.cardKeyId === null) return row.cardNum;
  const key = keyring.byId.get(row.cardKeyId);
  if (!key) {
    throw new Error(`bank data key ${row.cardKeyId} is not configured (BANK_DATA_KEY / BANK_DATA_PREVIOUS_KEYS)`);
  }
  if (!row.cardNum.startsWith(`${FORMAT}:`)) throw new Error('unknown bank data format');
  const raw = Buffer.from(row.cardNum.slice(FORMAT.length + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(key.id));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/**
 * The lookup key of bank-account matching: derived from the current key, so rotation recomputes every hash with
 * the re-encryption.
 */
function lookupKey(keyring: BankKeyring): Buffer {
  return createHmac('sha256', keyring.current.key).update('bank account lookup').digest();
}

/** Keyed hash of one bank account (bank and digits): equal for the same account, useless without the key. */
export function cardHash(bankId: number, plain: string, keyring: BankKeyring = activeBankKeyring()): string {
  return createHmac('sha256', lookupKey(keyring)).update(`${bankId}:${plain}`).digest('base64url');
}

/**
 * The key of the person signal of a bank account (server/responsibleGaming/person.ts): derived from the current key
 * like the lookup key, under its own label, so the signal differs from `card_hash` and rotation recomputes both.
 */
function personSignalKey(keyring: BankKeyring): Buffer {
  return createHmac('sha256', keyring.current.key).update('bank account person signal').digest();
}

/**
 * The person signal of an account number: the current key's id, a dot, and the keyed hash (HMAC-SHA256) of the
 * normalised number alone (no bank id: the same number at two banks is still one person's). An account number has
 * too few digits for a plain hash to hide it; without the key this value cannot be brute-forced back to the number.
 * The key id in front tells which signals are under the current key, so the start-up step knows when to recompute.
 */
export function bankSignal(plain: string, keyring: BankKeyring = activeBankKeyring()): string {
  const mac = createHmac('sha256', personSignalKey(keyring)).update(plain, 'utf8').digest('base64url');
  return `${bankSignalPrefix(keyring)}${mac}`;
}

/** What every bank person signal under the keyring's current key starts with. */
export function bankSignalPrefix(keyring: BankKeyring): string {
  return `${keyring.current.id}.`;
}

/** The keyring of a start from its settings: BANK_DATA_KEY (or the demo's own key) and the previous keys. */
export function keyringFromSettings(current: string | undefined, previous: readonly string[]): BankKeyring {
  const key = current ? parseBankKey(current) : demoBankKey();
  return bankKeyring(
    key,
    previous.map((text, i) => parseBankKey(text, `BANK_DATA_PREVIOUS_KEYS[${i}]`)),
  );
}
