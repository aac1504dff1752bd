/**
 * Password encryption (spec §5): RSA PKCS#1 v1.5 with the configured public key, base64, through jsencrypt.
 * jsencrypt is imported on first use so it stays out of the home bundle: only the login, register and
 * password screens ever pay for it.
 */
export class EncryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncryptError';
  }
}

export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  if (!publicKey) throw new EncryptError('No RSA public key in the configuration');
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encrypted = rsa.encrypt(password);
  if (encrypted === false) throw new EncryptError('The password could not be encrypted with the configured key');
  return encrypted;
}
