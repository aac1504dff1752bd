import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import { readSetting } from '../../server/settings';
import type { Answer, TestServer } from './harness';

/**
 * What jsencrypt sends: RSAES-PKCS1-V1_5 with the configured public key, base64. node-forge does the same
 * encryption in Node (jsencrypt needs a browser `window`).
 */
export function encryptLikeJsencrypt(publicKeyPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

/** Account-flow helpers over a test server with test controls on. */
export function accountTools(server: TestServer) {
  async function publicKey(): Promise<string> {
    const keys = await readSetting(server.conn.db, 'rsaKeyPair');
    if (!keys) throw new Error('no RSA key pair: database not seeded');
    return keys.publicKey;
  }

  async function control(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await server.app.request(`/__test__/${path}`, { method: 'POST', body: JSON.stringify(body) });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`/__test__/${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  }

  return {
    publicKey,
    control,
    async encrypt(password: string): Promise<string> {
      return encryptLikeJsencrypt(await publicKey(), password);
    },
    /** Calls with a Fingerprint header (each test uses its own device so the 5-account limit stays out of the way). */
    call(name: Parameters<TestServer['call']>[0], body: unknown, device: string, token?: string): Promise<Answer> {
      return server.call(name, body, { headers: { Fingerprint: device }, token });
    },
    async lastCode(mobile: string, type: number): Promise<string> {
      const res = await server.app.request(`/__test__/sms?mobile=${mobile}&type=${type}`);
      const json = (await res.json()) as { smsCode?: string };
      if (!json.smsCode) throw new Error(`no code for ${mobile}`);
      return json.smsCode;
    },
    /** Moves the server clock to real time + offsetMs. */
    setClock: (offsetMs: number) => control('clock', { offsetMs }),
    scenario: (switches: Record<string, unknown>) => control('scenario', switches),
  };
}

/** What every registration sends: an adult's birth date and the excluded-persons declaration. */
export const ADULT = { birthDate: '1990-06-15', notExcluded: true } as const;

const base = randomInt(1_000_000, 10_000_000);
let counter = 0;
/** A fresh visitor id, phone number (starts with 9, 10 digits) and username per call (up to 100 per file). */
export function fresh(): { device: string; mobile: string; username: string } {
  counter += 1;
  const n = `${base}${String(counter % 100).padStart(2, '0')}`;
  return { device: `visitor-${n}`, mobile: `9${n}`, username: `user${n}` };
}
