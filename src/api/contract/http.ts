/*
 * The call's HTTP names, without zod: the guest's first download (src/api/client) reads them, and a module with
 * schemas in it would bring zod along (./define.ts re-exports them for everyone else).
 */

/** Header names (spec §7: Authorization with the token and a fingerprint header). */
export const headers = {
  authorization: 'Authorization',
  fingerprint: 'Fingerprint',
} as const;

/** Default base path of the game server API. */
export const API_BASE = '/prod-api-2';
