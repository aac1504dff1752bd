import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes as 64 hex characters (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** What the sessions table stores instead of the token: SHA-256, hex. A database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
