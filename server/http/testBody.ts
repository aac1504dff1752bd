import type { Context } from 'hono';
import type { z } from 'zod';
import { fail } from './respond';

/** The JSON body of a test-control call, checked by its schema (9001 not JSON, 9002 off the schema). */
export async function jsonOf<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const raw = await c.req.text();
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return fail(c, 400, 9001, 'body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(c, 400, 9002, parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}
