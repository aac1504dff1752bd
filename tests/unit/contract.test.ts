import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { DOC_PATH, render } from '../../scripts/docs-api';
import { commonFields, DEFAULT_MAX_BODY_BYTES, type Endpoint, envelope } from '../../src/api/contract/define';
import { activity } from '../../src/api/contract/endpoints/activity';
import { auth } from '../../src/api/contract/endpoints/auth';
import { fairGame } from '../../src/api/contract/endpoints/fairGame';
import { lobby } from '../../src/api/contract/endpoints/lobby';
import { profile } from '../../src/api/contract/endpoints/profile';
import { responsibleGaming } from '../../src/api/contract/endpoints/responsibleGaming';
import { wallet } from '../../src/api/contract/endpoints/wallet';
import { type DataOf, endpointNames, endpoints } from '../../src/api/contract/map';
import { parseModule, readSources } from '../architecture/scan';

const areas: Record<string, Record<string, Endpoint>> = {
  auth,
  lobby,
  wallet,
  profile,
  activity,
  fairGame,
  responsibleGaming,
};
const all = Object.entries(endpoints as Record<string, Endpoint>);

type Json = Record<string, unknown>;

/** JSON Schema nodes of a schema, each with its path, depth first. */
function* nodes(js: Json, path = '$'): Generator<[string, Json]> {
  yield [path, js];
  const props = js.properties as Record<string, Json> | undefined;
  for (const [k, v] of Object.entries(props ?? {})) yield* nodes(v, `${path}.${k}`);
  if (js.items && typeof js.items === 'object') yield* nodes(js.items as Json, `${path}[]`);
  if (js.additionalProperties && typeof js.additionalProperties === 'object')
    yield* nodes(js.additionalProperties as Json, `${path}{}`);
  for (const branch of (js.anyOf as Json[] | undefined) ?? []) yield* nodes(branch, path);
}

function acceptsString(js: Json): boolean {
  if (js.type === 'string') return true;
  return ((js.anyOf as Json[] | undefined) ?? []).some(acceptsString);
}

/** Entry points of classic zod (zod/mini and zod/v4/core are the tree-shakeable ones). */
const CLASSIC_ZOD = new Set(['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic']);

describe('zod flavour', () => {
  it('imports zod only as zod/mini in src/ and machines/ (classic schemas are not tree-shakeable; see the size budget)', () => {
    const classic: string[] = [];
    for (const file of readSources(['src', 'machines'])) {
      for (const ref of parseModule(file).imports) {
        if (ref.kind !== 'type-import' && CLASSIC_ZOD.has(ref.specifier)) {
          classic.push(`${file.path}: ${ref.specifier}`);
        }
      }
    }
    expect(classic).toEqual([]);
  });
});

describe('endpoint map', () => {
  it('has unique names across the area files (a duplicate key would silently override)', () => {
    const names = Object.values(areas).flatMap((area) => Object.keys(area));
    const duplicates = names.filter((n, i) => names.indexOf(n) !== i);
    expect(duplicates).toEqual([]);
    expect(endpointNames.length).toBe(names.length);
  });

  it('has unique paths, all under /app/v1/', () => {
    const paths = all.map(([, ep]) => ep.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    for (const p of paths) expect(p).toMatch(/^\/app\/v1\/[A-Za-z0-9/]+$/);
  });

  it('declares every call of every area with a summary', () => {
    for (const [name, ep] of all) {
      expect(ep.summary.length, name).toBeGreaterThan(10);
      expect(['public', 'token'], name).toContain(ep.access);
      expect(['spec', 'designed'], name).toContain(ep.shape);
    }
  });

  it('requires a token for every activity call (spec §5: activity loading is refused without a token)', () => {
    // The weekend lottery page is public (spec §2 lists it so): a guest reads its rules and last winners.
    const publicCalls = new Set(['weekendLottery']);
    for (const [name, ep] of Object.entries(activity)) {
      expect(ep.access, name).toBe(publicCalls.has(name) ? 'public' : 'token');
    }
  });
});

describe('request bodies are bounded', () => {
  it('rejects a 1 MB string in every top-level string field, naming that field', () => {
    let checked = 0;
    for (const [name, ep] of all) {
      const js = z.toJSONSchema(ep.body) as Json;
      // A field that may hold more than 1 MB (the KYC image) must still refuse more than the body cap.
      const size = Math.max(1 << 20, (ep.maxBodyBytes ?? 0) + 1);
      const huge = 'x'.repeat(size);
      for (const [field, prop] of Object.entries(js.properties as Record<string, Json>)) {
        if (!acceptsString(prop)) continue;
        const result = ep.body.safeParse({ [field]: huge });
        expect(result.success, `${name}.${field}`).toBe(false);
        const paths = result.error?.issues.map((issue) => issue.path[0]) ?? [];
        expect(paths, `${name}.${field}`).toContain(field);
        checked++;
      }
    }
    // Every body has at least the four common fields, three of them strings.
    expect(checked).toBeGreaterThanOrEqual(all.length * 3);
  });

  it('gives every string a maximum length and every list a maximum size, at any depth', () => {
    const unbounded: string[] = [];
    for (const [name, ep] of all) {
      for (const [path, node] of nodes(z.toJSONSchema(ep.body) as Json)) {
        const fixed = 'const' in node || 'enum' in node;
        if (node.type === 'string' && !fixed && typeof node.maxLength !== 'number') unbounded.push(`${name} ${path}`);
        if (node.type === 'array' && typeof node.maxItems !== 'number') unbounded.push(`${name} ${path}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('keeps every string field within the body limit of its call', () => {
    for (const [name, ep] of all) {
      const limit = ep.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      for (const [path, node] of nodes(z.toJSONSchema(ep.body) as Json)) {
        if (typeof node.maxLength === 'number') expect(node.maxLength, `${name} ${path}`).toBeLessThanOrEqual(limit);
      }
    }
  });
});

describe('bodies and answers', () => {
  it('builds body = request + common fields, without a request field shadowing a common one', () => {
    for (const [name, ep] of all) {
      const own = Object.keys(ep.request.shape);
      expect(
        own.filter((k) => k in commonFields.shape),
        name,
      ).toEqual([]);
      expect(Object.keys(ep.body.shape).sort(), name).toEqual([...own, ...Object.keys(commonFields.shape)].sort());
    }
  });

  it('builds response = envelope + data, without a data field shadowing the envelope', () => {
    for (const [name, ep] of all) {
      const data = ep.data.shape as Record<string, z.ZodMiniType>;
      expect(
        Object.keys(data).filter((k) => k in envelope.shape),
        name,
      ).toEqual([]);
      const response = ep.response.shape as Record<string, z.ZodMiniType>;
      expect(Object.keys(response).sort(), name).toEqual([...Object.keys(envelope.shape), ...Object.keys(data)].sort());
      for (const [k, schema] of Object.entries(data)) expect(response[k], `${name}.${k}`).toBe(schema);
    }
  });

  it('types the answer of an action as state + propList', () => {
    expectTypeOf<DataOf<'christmasOpen'>>().toHaveProperty('christmasUser');
    expectTypeOf<DataOf<'christmasOpen'>['propList']>().toEqualTypeOf<{ propId: number; count: number }[]>();
    const ok = endpoints.christmasOpen.data.safeParse({
      christmasUser: {
        phase: 'running',
        start: 0,
        end: 86_400_000,
        expireTime: -1,
        day: 1,
        signedToday: true,
        signDays: 1,
        boxes: [{ day: 1, award: 300, itemStatus: 2 }],
        milestones: [],
        extra: { id: 3, award: [{ id: 2001, count: 2_000 }], itemStatus: 0 },
      },
      propList: [{ propId: 2001, count: 100 }],
    });
    expect(ok.success).toBe(true);
  });
});

describe('docs/api.md', () => {
  it('renders the same text on every run', () => {
    expect(render()).toBe(render());
  });

  it('is current (regenerate with `npx tsx scripts/docs-api.ts`)', () => {
    expect(readFileSync(DOC_PATH, 'utf8') === render(), 'docs/api.md is stale: run npx tsx scripts/docs-api.ts').toBe(
      true,
    );
  });

  it('lists every designed call under "Designed shapes"', () => {
    const text = render();
    const section = text.slice(text.indexOf('## Designed shapes'));
    for (const [name, ep] of all) {
      if (ep.shape === 'designed') expect(section, name).toContain(`- [${name}](#${name.toLowerCase()})`);
    }
  });
});
