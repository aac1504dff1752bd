import { local } from '../storage/storage';

/** A stable visitor id (the Fingerprint header and deviceIdJsonModel.afuid), created once and kept in local storage. */
export function visitorId(): string {
  const stored = local.get('visitorId');
  if (stored) return stored;
  const id = newUuid();
  local.set('visitorId', id);
  return id;
}

/** crypto.randomUUID exists only in secure contexts; a LAN http address is not one, so build a v4 UUID by hand there. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
