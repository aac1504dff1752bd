import type { ComponentType } from 'react';
import { OPS_PAGES } from './opsPages';
import { type OpsSession, useTokenFor } from './opsSession';
import { NotYourQueue } from './QueuePage';

/** What a role-held page is given. */
export interface Gate {
  token: string;
  session: OpsSession;
}

/**
 * A back-office page held to the roles of its entry in OPS_PAGES: it gets the token and the session; another role
 * is told whose page it is (the server refuses them anyway).
 */
export function RoleGate({ path, page: Page }: { path: string; page: ComponentType<Gate> }) {
  const entry = OPS_PAGES.find((p) => p.path === path);
  const { session, token } = useTokenFor(entry?.roles ?? []);
  if (!token)
    return <NotYourQueue id="ops-denied-title" title={entry?.menu ?? 'Back office'} who={entry?.denied ?? ''} />;
  return <Page token={token} session={session} />;
}
