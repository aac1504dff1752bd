import { keyringFromSettings, setBankKeyring } from '../server/crypto/bankData';
import { connect } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { sealBankRows } from '../server/wallet/bankDataRows';

/**
 * `npm run ops:rotate-bank-key` (node --import tsx scripts/ops-rotate-bank-key.ts): re-encrypts every stored bank
 * account number (user_banks, withdraw_orders) under BANK_DATA_KEY, reading the older ones with
 * BANK_DATA_PREVIOUS_KEYS, and recomputes the account-matching hashes and the bank person signals, all in one
 * transaction. Run it on the server's machine with the server's settings after putting a new key in BANK_DATA_KEY and the old one in BANK_DATA_PREVIOUS_KEYS; once it
 * reports done, the old key can be dropped from BANK_DATA_PREVIOUS_KEYS. Safe to run again (idempotent).
 * docs/security.md, "Bank account numbers".
 */
async function main(): Promise<number> {
  const previous = (process.env.BANK_DATA_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (!process.env.BANK_DATA_KEY && process.env.LOBBY_MODE === 'production') {
    console.error('BANK_DATA_KEY is not set: nothing to rotate to.');
    return 2;
  }
  const keyring = keyringFromSettings(process.env.BANK_DATA_KEY || undefined, previous);
  setBankKeyring(keyring);
  const conn = await connect(process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL);
  try {
    await migrate(conn);
    const done = await sealBankRows(conn.db, keyring);
    console.log(
      `Bank data in ${conn.target} is under key ${keyring.current.id}: re-encrypted ${done.banks} bound accounts and ${done.withdrawals} withdrawals, wrote ${done.signals} bank person signals.`,
    );
    return 0;
  } catch (err) {
    console.error(`Rotation stopped: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await conn.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
