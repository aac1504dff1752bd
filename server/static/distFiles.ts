import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** The precompressed copies the build writes beside each text file (scripts/build/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'] | 'identity';

/** One file of the build, held in memory with its precompressed copies. */
export interface DistFile {
  type: string;
  /** The file's bytes by content encoding: always `identity`, and each copy the build wrote. */
  bodies: ReadonlyMap<Encoding, Uint8Array<ArrayBuffer>>;
  /** A digest of the file's content: the same on every instance serving the same build, so a revalidation may be 304. */
  digest: string;
  mtimeMs: number;
  size: number;
}

/** A file too large to hold (served from disk instead), or one that is not there. */
export type DistLookup = DistFile | 'too large' | null;

/**
 * The built app's files, read once and answered from memory. Every page load asks for dozens of them, and on a
 * small machine a file's stats, opens and reads cost more than the answer itself. Hashed files (`assets/`) never
 * change under their name, so they are read once for good; every other file (index.html, the service worker, the
 * manifest, the icons) is checked against the disk on each request (one stat), so a new build is served at once.
 * Files over `maxBytes` are left to the disk.
 */
export function distFiles(root: string, { maxBytes = 4 * 1024 * 1024 } = {}) {
  const base = resolve(root);
  const held = new Map<string, Promise<DistLookup>>();

  async function load(path: string): Promise<DistLookup> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    if (info.size > maxBytes) return 'too large';
    const bodies = new Map<Encoding, Uint8Array<ArrayBuffer>>([['identity', await readFile(path)]]);
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copy = await readFile(`${path}${suffix}`).catch(() => null);
      if (copy) bodies.set(encoding, copy);
    }
    const identity = bodies.get('identity') as Uint8Array<ArrayBuffer>;
    return {
      type: getMimeType(path) ?? 'application/octet-stream',
      bodies,
      digest: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
  }

  /** Whether what is held for `path` still matches the disk (a rebuild replaces unhashed files in place). */
  async function current(path: string, found: DistLookup): Promise<boolean> {
    if (found === null || found === 'too large') return false;
    if (path.startsWith(join(base, 'assets') + sep)) return true;
    const info = await stat(path).catch(() => null);
    return info !== null && info.mtimeMs === found.mtimeMs && info.size === found.size;
  }

  return {
    /**
     * The file at `urlPath` (a request's path, still percent-encoded), or null when there is none or the path
     * leaves the build's folder.
     */
    async get(urlPath: string): Promise<DistLookup> {
      const path = fileOf(base, urlPath);
      if (!path) return null;
      const pending = held.get(path);
      if (pending) {
        const found = await pending;
        if (await current(path, found)) return found;
      }
      // Missing and oversized files are not held: the folder may be built, or the file shrink, at any time. A file
      // removed between its stat and its read (a build in progress) is missing.
      const loading = load(path).catch(() => null);
      held.set(path, loading);
      const found = await loading;
      if (found === null || found === 'too large') held.delete(path);
      return found;
    },
  };
}

export type DistFiles = ReturnType<typeof distFiles>;

/** The file a request's path names inside `base`, or null for a path that is malformed or climbs out of it. */
function fileOf(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot segments, doubled or back slashes and NUL never name a file of the build.
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(decoded)) return null;
  const path = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return path.startsWith(base + sep) ? path : null;
}

/** A held text file's content (UTF-8). */
export const textOf = (file: DistFile): string => new TextDecoder().decode(file.bodies.get('identity'));

/** The best body of `file` for a request that accepts `accepts` (its Accept-Encoding, parsed). */
export function bodyFor(
  file: DistFile,
  accepts: ReadonlySet<string>,
): { encoding: Encoding; body: Uint8Array<ArrayBuffer> } {
  for (const { encoding } of PRECOMPRESSED) {
    const body = file.bodies.get(encoding);
    if (body && accepts.has(encoding)) return { encoding, body };
  }
  return { encoding: 'identity', body: file.bodies.get('identity') as Uint8Array<ArrayBuffer> };
}

/** The strong entity tag of one encoding of a file: each encoding is a representation of its own. */
export const entityTag = (file: DistFile, encoding: Encoding) =>
  encoding === 'identity' ? `"${file.digest}"` : `"${file.digest}-${encoding}"`;

/** Whether an If-None-Match header names `tag` (or is `*`): the browser's copy is current. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === tag || t === '*');
}
