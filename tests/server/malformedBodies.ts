import type { z } from 'zod';
import { createRng } from '../../server/seed/random';
import { DEFAULT_MAX_BODY_BYTES } from '../../src/api/contract/define';
import { type EndpointName, endpointNames, endpoints } from '../../src/api/contract/map';

/** One bad request: the raw body bytes or text, and optionally a Content-Type other than JSON. */
export interface MalformedCase {
  name: EndpointName;
  kind: string;
  body: string | ArrayBuffer;
  contentType?: string;
}

const INVALID_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  'undefined',
  'NaN',
  '{"a":1,}',
  '\u0000',
  'tru',
  '"open',
  '{"a":"\\u12"}',
  '}{',
  '{"a" 1}',
];
const NON_OBJECT_JSON = ['[]', '[{}]', '"text"', '42', 'null', 'true', '-0', '1e999', '[[[]]]'];
/** Values at least one of which every field rejects; the generator keeps only those the field rejects. */
const WRONG_VALUES: unknown[] = [
  {},
  [],
  'x',
  12_345,
  true,
  null,
  -1.5,
  1e308,
  'NaN',
  'Infinity',
  [1, 2],
  { a: 1 },
  '',
  2 ** 64,
];
const NUMBERISH = ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', '１２３'];
const HUGE_NUMBERS = [1e308, 2 ** 64, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 1.0000000000000002];
const ONE_MB = 'x'.repeat(1024 * 1024);

/** Top-level fields of the call's body (payload plus common fields). */
function fieldsOf(name: EndpointName): Array<[string, z.ZodType]> {
  return Object.entries(endpoints[name].body.shape) as Array<[string, z.ZodType]>;
}

function requiredFields(name: EndpointName): string[] {
  return fieldsOf(name)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([key]) => key);
}

/** Whether the server must refuse this JSON text: bigger than the cap, not JSON, or failing the schema. */
export function isRefused(name: EndpointName, text: string): boolean {
  const max = endpoints[name].maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (Buffer.byteLength(text) > max || text.trim() === '') return true;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return true;
  }
  return !endpoints[name].body.safeParse(json).success;
}

type Maker = (name: EndpointName, pick: <T>(items: readonly T[]) => T) => Omit<MalformedCase, 'name'>;

const json = (kind: string, value: unknown): Omit<MalformedCase, 'name'> => ({ kind, body: JSON.stringify(value) });

/** A field and a value it rejects (common fields reject strings for `platform`, numbers for the others). */
function wrongField(name: EndpointName, pick: <T>(items: readonly T[]) => T, values: readonly unknown[]) {
  const fields = fieldsOf(name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const [key, schema] = pick(fields);
    const bad = values.filter((v) => !schema.safeParse(v).success);
    if (bad.length > 0) return { [key]: pick(bad) };
  }
  return { platform: 'mobile' };
}

function deep(depth: number, open: string, close: string, inner = ''): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

const MAKERS: Record<string, Maker> = {
  invalidJson: (_, pick) => ({ kind: 'invalid JSON', body: pick(INVALID_JSON) }),
  nonObject: (_, pick) => ({ kind: 'not an object', body: pick(NON_OBJECT_JSON) }),
  missingRequired: (name, pick) => {
    const required = requiredFields(name);
    if (required.length === 0) return json('missing required (none: bad common field)', { channel: 40_001 });
    // Everything except one required field, each other field filled with an empty object (also wrong).
    const drop = pick(required);
    return json('missing required', Object.fromEntries(required.filter((k) => k !== drop).map((k) => [k, {}])));
  },
  wrongType: (name, pick) => json('wrong type', wrongField(name, pick, WRONG_VALUES)),
  nulls: (name, pick) => json('null', wrongField(name, pick, [null])),
  arrayForScalar: (name, pick) => json('array in place of scalar', wrongField(name, pick, [[1, 2, 3], ['a'], [[]]])),
  objectForScalar: (name, pick) => json('object in place of scalar', wrongField(name, pick, [{ a: 1 }, { length: 3 }])),
  hugeNumber: (name, pick) => {
    if (pick([true, false])) return { kind: 'huge number literal', body: '{"platform":1e999,"channel":1e400}' };
    return json('huge number', wrongField(name, pick, HUGE_NUMBERS.concat([1e308])));
  },
  nanString: (name, pick) => json('NaN-ish string', wrongField(name, pick, [...NUMBERISH, {}])),
  oneMegabyte: (name, pick) => {
    const [key] = pick(fieldsOf(name));
    return json('1 MB string', { [key]: ONE_MB });
  },
  deepNesting: (_, pick) =>
    pick([
      { kind: 'deep array', body: deep(20_000, '[', ']') },
      { kind: 'deep object in a field', body: `{"appId":${deep(5_000, '{"a":', '}', '1')}}` },
      { kind: 'deep nesting in a common field', body: `{"clientReferrer":${deep(3_000, '{"x":[', ']}', '"y"')}}` },
    ]),
  wrongContentType: (_, pick) =>
    pick([
      { kind: 'form-urlencoded', body: 'account=demo&password=x', contentType: 'application/x-www-form-urlencoded' },
      {
        kind: 'multipart',
        body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
        contentType: 'multipart/form-data; boundary=b',
      },
      { kind: 'xml', body: '<a>1</a>', contentType: 'application/xml' },
    ]),
  emptyBody: (_, pick) => ({ kind: 'empty body', body: pick(['', ' ', '\n\t ']) }),
  badUtf8: () => ({
    kind: 'invalid UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]).buffer,
  }),
  protoPollution: () => ({
    kind: '__proto__ key',
    body: '{"__proto__":{"platform":"x"},"constructor":{"prototype":{"x":1}},"platform":"x"}',
  }),
};
const KINDS = Object.keys(MAKERS);

/**
 * `count` bad requests spread over every contract call and every kind, the same on every run.
 * Each JSON body is checked against the schema here, so a case that would be valid never slips in.
 */
export function malformedCases(count: number): MalformedCase[] {
  const rng = createRng('malformed-bodies');
  const pick = <T>(items: readonly T[]) => rng.pick(items);
  const out: MalformedCase[] = [];
  for (let i = 0; i < count; i++) {
    const name = endpointNames[i % endpointNames.length]!;
    const kind = KINDS[(i + Math.floor(i / endpointNames.length)) % KINDS.length]!;
    const made = MAKERS[kind]!(name, pick);
    if (typeof made.body === 'string' && !made.contentType && !isRefused(name, made.body)) {
      throw new Error(`generator made a valid body for ${name} (${made.kind}): ${made.body.slice(0, 200)}`);
    }
    out.push({ name, ...made });
  }
  return out;
}
