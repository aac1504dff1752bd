import type { z } from 'zod/mini';
import type { Endpoint, Envelope } from './define';
import { activity } from './endpoints/activity';
import { auth } from './endpoints/auth';
import { fairGame } from './endpoints/fairGame';
import { lobby } from './endpoints/lobby';
import { profile } from './endpoints/profile';
import { responsibleGaming } from './endpoints/responsibleGaming';
import { wallet } from './endpoints/wallet';

/** The one map of every call: name → path, access, request and answer schemas. */
export const endpoints = {
  ...auth,
  ...lobby,
  ...wallet,
  ...profile,
  ...activity,
  ...fairGame,
  ...responsibleGaming,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type RequestOf<K extends EndpointName> = z.input<(typeof endpoints)[K]['request']>;
export type DataOf<K extends EndpointName> = z.output<(typeof endpoints)[K]['data']>;
/** A full successful answer: the envelope plus the call's data (typed from the parts; `response` is the runtime schema). */
export type ResponseOf<K extends EndpointName> = Envelope & DataOf<K>;

export const endpointNames = Object.keys(endpoints) as EndpointName[];
