// Written by scripts/shapes.ts from src/api/contract/entities.ts (appConfig's gameList, not null): do not edit, run `npm run docs`.
import type { Shape } from './shape';

const s0: Shape = { t: "number", int: true, min: 0 };
// biome-ignore lint/suspicious/noControlCharactersInRegex: as in the contract.
const p1 = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
const s2: Shape = { t: "number", int: true };

export const gameListShape = { t: "array", of: { t: "object", of: { id: s0, name: { t: "string", max: 120, re: p1 }, brandId: s0, typeId: s0, platformId: s0, hot: s2, hotSort: s2, recent: s2, showType: s2, sort: s2, status: s2, version: s2, maintain: s2, params: { t: "object", of: { brandMaintain: s2 } }, icon: { t: "string", max: 300, re: p1 } } }, max: 50000 } satisfies Shape;
