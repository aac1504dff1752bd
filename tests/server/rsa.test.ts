import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { decryptRsa, generateRsaKeyPair } from '../../server/crypto/rsa';
import { createRng } from '../../server/seed/random';

/** Raw RSA (padding switched off) is in node-forge but not in its type definitions. */
const rawRsa = forge.pki.rsa as unknown as {
  encrypt(block: string, key: forge.pki.rsa.PublicKey, publicKeyNoPadding: true): string;
};

/** A forge PRNG from our seeded generator: fixed keys and paddings, so every run checks the same bytes. */
function seededPrng(seed: string) {
  const rng = createRng(seed);
  return {
    getBytesSync(count: number): string {
      let out = '';
      for (let i = 0; i < count; i++) out += String.fromCharCode(rng.int(0, 255));
      return out;
    },
  };
}

function fixedKeyPair(seed: string) {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001, prng: seededPrng(seed) });
  return { publicKey: keys.publicKey, privatePem: forge.pki.privateKeyToPem(keys.privateKey) };
}

/** PKCS#1 v1.5 type 2 block (what jsencrypt's pkcs1pad2 builds) with non-zero padding from a seed. */
function pkcs1Encrypt(publicKey: forge.pki.rsa.PublicKey, message: string, seed: string): string {
  const k = Math.ceil(publicKey.n.bitLength() / 8);
  const data = forge.util.encodeUtf8(message);
  const rng = createRng(seed);
  let padding = '';
  while (padding.length < k - 3 - data.length) padding += String.fromCharCode(rng.int(1, 255));
  const block = `\x00\x02${padding}\x00${data}`;
  return forge.util.encode64(rawRsa.encrypt(block, publicKey, true));
}

describe('RSA PKCS#1 v1.5 decryption (jsencrypt ciphertexts)', () => {
  const a = fixedKeyPair('key-a');
  const b = fixedKeyPair('key-b');

  it('decrypts what node-forge public encrypt produces, ASCII and UTF-8', () => {
    for (const text of ['Demo1234', 'pässwörd-₱', 'x'.repeat(100)]) {
      const cipher = forge.util.encode64(a.publicKey.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
      expect(cipher).toHaveLength(172);
      expect(decryptRsa(cipher, a.privatePem)).toBe(text);
    }
  });

  it('decrypts a block padded exactly like jsencrypt', () => {
    expect(decryptRsa(pkcs1Encrypt(a.publicKey, 'Demo1234', 'pad-1'), a.privatePem)).toBe('Demo1234');
  });

  it('works with the PKCS#8 key pair the seed stores, at the default 2048 bits', () => {
    const pair = generateRsaKeyPair();
    expect(pair.bits).toBe(2048);
    const publicKey = forge.pki.publicKeyFromPem(pair.publicKey) as forge.pki.rsa.PublicKey;
    const cipher = forge.util.encode64(publicKey.encrypt('Demo1234', 'RSAES-PKCS1-V1_5'));
    expect(cipher).toHaveLength(344);
    expect(decryptRsa(cipher, pair.privateKey)).toBe('Demo1234');
  });

  it('answers the same null for every kind of failure', () => {
    const good = pkcs1Encrypt(a.publicKey, 'Demo1234', 'pad-2');
    const raw = forge.util.decode64(good);
    const oneAsCipher = forge.util.encode64(`${'\x00'.repeat(raw.length - 1)}\x01`);
    const failures = {
      empty: '',
      notBase64: '@@@@',
      badBase64Length: good.slice(1),
      truncated: forge.util.encode64(raw.slice(0, raw.length - 1)),
      tooLong: forge.util.encode64(`${raw}\x00`),
      badPadding: oneAsCipher,
      wrongKey: pkcs1Encrypt(b.publicKey, 'Demo1234', 'pad-4'),
      withWhitespace: `${good.slice(0, 20)}\n${good.slice(20)}`,
    };
    for (const [what, cipher] of Object.entries(failures))
      expect({ what, out: decryptRsa(cipher, a.privatePem) }).toEqual({ what, out: null });
    // A well-padded block whose message bytes are not UTF-8 fails alike.
    const binary = forge.util.encode64(rawRsa.encrypt(`\x00\x02${'\x01'.repeat(117)}\x00\xff\xfe`, a.publicKey, true));
    expect(decryptRsa(binary, a.privatePem)).toBeNull();
    expect(decryptRsa(good, 'not a pem')).toBeNull();
  });
});
