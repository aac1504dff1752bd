/**
 * The back office's HTTP client (/ops, docs/ops.md): JSON to the server's /ops-api calls with the staff token.
 * Apart from the player's client on purpose: no player token, no visitor id, nothing the player app loads.
 */
export const OPS_API_BASE = '/ops-api';

/** A refused call: the HTTP status (401: log in again) and the server's sentence for the staff member. */
export class OpsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type OpsMethod = 'GET' | 'POST';

export async function opsCall<T>(
  method: OpsMethod,
  path: string,
  token: string | null,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (method === 'POST') headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`${OPS_API_BASE}${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new OpsCallError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  const json = (await res.json().catch(() => null)) as ({ ok?: boolean; error?: string } & T) | null;
  if (!res.ok || !json || json.ok !== true) {
    throw new OpsCallError(res.status, json?.error ?? `The server answered ${res.status}.`);
  }
  return json;
}

/** A file the server sends as an attachment (an identity document): its bytes and the name it gives. */
export async function opsDownload(
  path: string,
  token: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  let res: Response;
  try {
    res = await fetch(`${OPS_API_BASE}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new OpsCallError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new OpsCallError(res.status, json?.error ?? `The server answered ${res.status}.`);
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  return { blob: await res.blob(), filename };
}

/** 401 from any call: the staff session is over. */
export const sessionEnded = (error: unknown): boolean => error instanceof OpsCallError && error.status === 401;

export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';
