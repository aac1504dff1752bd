/**
 * Objects whose JSON text is computed once and spliced into answers as is (the 3,000-game list, the
 * web config). Only top-level fields of an answer are looked up; see server/http/respond.ts.
 */
const serialized = new WeakMap<object, string>();

export function preserialize<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

export function serializedOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? serialized.get(value) : undefined;
}
