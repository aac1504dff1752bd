/**
 * "Saved account and password are prefilled" (spec §2 /login), without keeping a password in storage:
 * the account name goes to local storage (key gameUserInfo), the password to the browser's password
 * manager through the Credential Management API where it exists (Chromium). Elsewhere the form's
 * autocomplete attributes let the browser offer to save it. docs/auth.md records the choice.
 */
import { local } from './storage';

interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

export function rememberAccount(account: string): void {
  local.set('gameUserInfo', { account });
}

export function savedAccount(): string {
  const account = local.get('gameUserInfo')?.account;
  return typeof account === 'string' ? account : '';
}

/** Offers the pair to the password manager; resolves false where the API is missing or the browser refuses. */
export async function storeCredential(account: string, password: string): Promise<boolean> {
  const ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const container = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  if (!ctor || !container?.store) return false;
  try {
    await container.store(new ctor({ id: account, password, name: account }));
    return true;
  } catch {
    // The player declined, or the page is not allowed to store credentials: nothing else to do.
    return false;
  }
}
