/** What the games catalogue's /ops-api calls answer (server/ops/gameCatalogue.ts, server/ops/gameImport.ts). */

export type GameFlag = 'visible' | 'hot' | 'new' | 'maintenance';

export interface OpsGame {
  id: number;
  name: string;
  brandId: number;
  typeId: number;
  visible: boolean;
  hot: boolean;
  new: boolean;
  maintenance: boolean;
  /** Its brand is switched off: players see the game in maintenance. */
  brandOff: boolean;
  /** Order within its type and brand. */
  sort: number;
}

export interface GamePage {
  list: OpsGame[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CatalogueFacets {
  types: { id: number; name: string }[];
  brands: { id: number; name: string; on: boolean; games: number }[];
}

export interface GameUpdateAnswer {
  game: OpsGame;
  changed: boolean;
}

export interface BrandSwitchAnswer {
  brand: { id: number; on: boolean };
  changed: boolean;
}

export type ImportFormat = 'csv' | 'json';

export interface GameImportOutcome {
  applied: boolean;
  version: string;
  rows: number;
  counts: { added: number; changed: number; unchanged: number; missing: number };
  added: { id: number; name: string; brandId: number; typeId: number }[];
  changed: {
    id: number;
    name: string;
    fields: Record<string, { before: string | number; after: string | number }>;
  }[];
  missing: { id: number; name: string; brandId: number }[];
  hideMissing: boolean;
  /** CSV: the file line (the header is line 1); JSON: the place in the array from 1; 0: the whole file. */
  errors: { row: number; message: string }[];
}
