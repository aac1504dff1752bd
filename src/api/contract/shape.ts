/**
 * A contract schema as plain data, and the few lines that check a value against it. The guest's first download
 * validates with these instead of zod (zod's core would cost every guest ~8 KB of gzip): `npm run docs`
 * writes the shapes of the calls and stored values that download needs from the zod schemas themselves
 * (scripts/shapes.ts), so the zod contract stays the one source, and tests/unit/contract-shapes.test.ts proves both
 * accept, refuse and return the same values.
 *
 * Only what those schemas use is here. As zod: an object keeps only its own keys (an absent optional key stays
 * absent), a union answers its first option that fits, numbers are finite, ints safe integers, bounds inclusive.
 */
export type Shape =
  | { t: 'string'; min?: number; max?: number; re?: RegExp }
  | { t: 'number'; int?: true; min?: number; max?: number }
  | { t: 'boolean' }
  | { t: 'unknown' }
  /** z.enum and z.literal: one of these values. */
  | { t: 'values'; of: readonly unknown[] }
  | { t: 'optional'; of: Shape }
  | { t: 'nullable'; of: Shape }
  | { t: 'union'; of: readonly Shape[] }
  | { t: 'array'; of: Shape; min?: number; max?: number }
  /** z.record(z.string(), of). */
  | { t: 'record'; of: Shape }
  | { t: 'object'; of: Readonly<Record<string, Shape>> };

/** Where a value broke its shape (zod's issue path). */
export interface ShapeIssue {
  path: PropertyKey[];
}

/** The same result shape as zod's `safeParse`. */
export type ShapeResult<T> = { success: true; data: T } | { success: false; error: { issues: ShapeIssue[] } };

/** A plain object (not null, not an array): what a JSON object parses to. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const within = (size: number, shape: { min?: number; max?: number }) =>
  !(size < (shape.min ?? size) || size > (shape.max ?? size));

/** The checked value (objects and records rebuilt, unknown keys dropped); pushes an issue for each break. */
function run(shape: Shape, value: unknown, path: PropertyKey[], issues: ShapeIssue[]): unknown {
  const fail = () => {
    issues.push({ path });
    return value;
  };
  switch (shape.t) {
    case 'string':
      if (typeof value !== 'string' || !within(value.length, shape)) return fail();
      if (shape.re) shape.re.lastIndex = 0;
      return shape.re && !shape.re.test(value) ? fail() : value;
    case 'number':
      return typeof value !== 'number' ||
        !Number.isFinite(value) ||
        (shape.int && !Number.isSafeInteger(value)) ||
        !within(value, shape)
        ? fail()
        : value;
    case 'boolean':
      return typeof value === 'boolean' ? value : fail();
    case 'unknown':
      return value;
    case 'values':
      return shape.of.includes(value) ? value : fail();
    case 'optional':
      return value === undefined ? value : run(shape.of, value, path, issues);
    case 'nullable':
      return value === null ? value : run(shape.of, value, path, issues);
    case 'union':
      for (const option of shape.of) {
        const mine: ShapeIssue[] = [];
        const out = run(option, value, path, mine);
        if (mine.length === 0) return out;
      }
      return fail();
    case 'array':
      if (!Array.isArray(value)) return fail();
      return within(value.length, shape) ? value.map((item, i) => run(shape.of, item, [...path, i], issues)) : fail();
    case 'record': {
      if (!isObject(value)) return fail();
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (key !== '__proto__') out[key] = run(shape.of, value[key], [...path, key], issues);
      }
      return out;
    }
    case 'object': {
      if (!isObject(value)) return fail();
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.of)) {
        const item = run(field, value[key], [...path, key], issues);
        if (key in value || item !== undefined || field.t !== 'optional') out[key] = item;
      }
      return out;
    }
  }
}

/** zod's `safeParse` for a shape: the value as the schema returns it, or where it broke. */
export function checkShape<T>(shape: Shape, value: unknown): ShapeResult<T> {
  const issues: ShapeIssue[] = [];
  const data = run(shape, value, [], issues);
  return issues.length ? { success: false, error: { issues } } : { success: true, data: data as T };
}
