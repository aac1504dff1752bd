import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'D…' deposit / 'W…' withdrawal / 'K…' KYC file: prefix + 20 random characters (≈103 bits), unguessable. */
export function newId(prefix: 'D' | 'W' | 'K'): string {
  const bytes = randomBytes(20);
  let out = prefix;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** Ids the sandbox routes accept in a URL: checked before they reach a query. */
export const ORDER_ID_PATTERN = /^[DW][0-9A-Z]{20}$/;
