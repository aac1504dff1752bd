import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { RsaKeyPair } from '../settings';

export const DEFAULT_RSA_BITS = 2048;

/** A fresh key pair in PEM (SPKI public, PKCS#8 private); jsencrypt reads the public PEM as is. */
export function generateRsaKeyPair(bits: number = DEFAULT_RSA_BITS): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { bits, publicKey, privateKey };
}

const parsedKeys = new Map<string, forge.pki.rsa.PrivateKey>();
function privateKeyOf(pem: string): forge.pki.rsa.PrivateKey {
  let key = parsedKeys.get(pem);
  if (!key) {
    key = forge.pki.privateKeyFromPem(pem);
    if (parsedKeys.size > 8) parsedKeys.clear();
    parsedKeys.set(pem, key);
  }
  return key;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decrypts what jsencrypt sends: base64 of an RSA PKCS#1 v1.5 ciphertext, UTF-8 plaintext.
 * node-forge does the work because Node 20's crypto.privateDecrypt refuses PKCS#1 v1.5 padding
 * (CVE-2023-46809). Every failure — bad base64, wrong length, bad padding, wrong key, not UTF-8 —
 * returns the same null, so callers answer one errcode and leak nothing about which check failed.
 */
export function decryptRsa(ciphertextB64: string, privateKeyPem: string): string | null {
  try {
    const key = privateKeyOf(privateKeyPem);
    const size = Math.ceil(key.n.bitLength() / 8);
    if (ciphertextB64.length % 4 !== 0 || !BASE64.test(ciphertextB64)) return null;
    const bytes = forge.util.decode64(ciphertextB64);
    if (bytes.length !== size) return null;
    const plain = key.decrypt(bytes, 'RSAES-PKCS1-V1_5');
    return forge.util.decodeUtf8(plain);
  } catch {
    return null;
  }
}
