import { z } from 'zod';
import { IN_HOUSE_IDS } from './catalogue';

/** A third-party provider as configured (GAME_PROVIDERS): the operator's contract with it. */
export const configuredProvider = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/),
  name: z.string().min(1).max(60),
  /** At least 32 characters: the HMAC key shared with the provider. */
  secret: z.string().min(32).max(256),
  launchUrl: z.url({ protocol: /^https?$/ }),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type ConfiguredProvider = z.infer<typeof configuredProvider>;

/** Parses GAME_PROVIDERS (a JSON array); a mistake stops the start-up with the reason. */
export function parseConfiguredProviders(raw: string | undefined): ConfiguredProvider[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('GAME_PROVIDERS must be a JSON array of {id, name, secret, launchUrl, currency}');
  }
  const parsed = z.array(configuredProvider).max(50).safeParse(json);
  if (!parsed.success) throw new Error(`GAME_PROVIDERS: ${z.prettifyError(parsed.error)}`);
  const ids = new Set<string>();
  for (const p of parsed.data) {
    if (IN_HOUSE_IDS.includes(p.id) || ids.has(p.id)) throw new Error(`GAME_PROVIDERS: the id ${p.id} is taken`);
    ids.add(p.id);
  }
  return parsed.data;
}
