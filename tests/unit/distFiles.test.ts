import { describe, expect, it } from 'vitest';
import { accepted } from '../../server/http/acceptEncoding';
import { bodyFor, type DistFile, entityTag, matchesTag } from '../../server/static/distFiles';

const bytes = (text: string) => new TextEncoder().encode(text);
const file: DistFile = {
  type: 'text/javascript; charset=utf-8',
  bodies: new Map([
    ['identity', bytes('plain')],
    ['gzip', bytes('gz')],
  ]),
  digest: 'abc',
  mtimeMs: 0,
  size: 5,
};

describe('answering a held file', () => {
  it('sends the best copy the browser accepts, brotli first, and the file itself otherwise', () => {
    expect(bodyFor(file, accepted('gzip, deflate, br')).encoding).toBe('gzip');
    expect(bodyFor(file, accepted('gzip;q=0, br')).encoding).toBe('identity');
    expect(bodyFor(file, accepted(undefined)).encoding).toBe('identity');
    const both = { ...file, bodies: new Map([...file.bodies, ['br', bytes('br')] as const]) };
    expect(bodyFor(both, accepted('gzip, br')).encoding).toBe('br');
  });

  it('names each encoding by its own tag and knows a browser’s current copy, weak or in a list', () => {
    expect(entityTag(file, 'identity')).toBe('"abc"');
    expect(entityTag(file, 'gzip')).toBe('"abc-gzip"');
    expect(matchesTag('"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(matchesTag('W/"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(matchesTag('"old", "abc"', '"abc"')).toBe(true);
    expect(matchesTag('*', '"abc"')).toBe(true);
    expect(matchesTag('"abc"', '"abc-gzip"')).toBe(false);
    expect(matchesTag(undefined, '"abc"')).toBe(false);
  });
});
