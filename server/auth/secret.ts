import { decryptRsa } from '../crypto/rsa';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { readSetting } from '../settings';
import { AUTH_ERRCODE } from './errcodes';

/** One message for every decryption failure, so the answer says nothing about which check failed. */
const UNDECRYPTABLE = 'The password could not be read. Reload the page and try again.';

/**
 * The clear password of a request: RSA PKCS#1 v1.5 ciphertext (jsencrypt, base64) with the configured key.
 * Garbage, another key, bad padding and an empty plaintext all answer errcode 1050 with the same body.
 * The result lives only in this request; callers hash or compare it and never log it.
 */
export async function decryptPassword(db: Db, ciphertext: string): Promise<string> {
  const keyPair = await readSetting(db, 'rsaKeyPair');
  const plain = keyPair ? decryptRsa(ciphertext, keyPair.privateKey) : null;
  if (plain === null || plain === '') throw new AppError(AUTH_ERRCODE.undecryptable, UNDECRYPTABLE);
  return plain;
}
