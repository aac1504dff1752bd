import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from '../../src/api/contract/define';
import type { Db, Tx } from '../db/connect';
import { brands, games, gameTypes } from '../db/schema';
import { gameIconUrl } from '../static/urls';
import { writeAudit } from './audit';
import { readCsv } from './csv';
import { OpsError } from './errors';
import { catalogueVersion, writeCatalogue } from './gameCatalogue';
import type { StaffMember } from './sessions';

/**
 * A provider's game list imported into the catalogue (/ops/games, marketing and admin; docs/ops.md "Games"): JSON
 * (an array of games) or CSV (a header line naming the columns, then one game per line). Each row is checked; the
 * dry run answers what applying would add, change and (for the brands the file covers) find missing, with every
 * bad row named, and writes nothing. Applying reads the same text again inside one transaction, refuses while any
 * row is bad or when the catalogue moved since the dry run, writes the rows, moves the catalogue version and
 * writes one audit row with a before and after summary.
 */

/** Most games one import takes: a provider's whole list fits, a runaway file does not. */
export const MAX_IMPORT_ROWS = 20_000;

/** How many entries of each diff list the answer carries (the counts are always whole). */
export const DIFF_SHOWN = 200;

export const IMPORT_COLUMNS = [
  'id',
  'name',
  'brandId',
  'typeId',
  'platformId',
  'icon',
  'visible',
  'hot',
  'new',
  'maintenance',
  'sort',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['id', 'name', 'brandId', 'typeId'];

/** A message for a value that is absent, or else the one given. */
const absentOr = (name: string, otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is missing.` : otherwise;

const whole = (name: string, max = 2_147_483_647) =>
  z
    .number({ error: absentOr(name, `${name} must be a whole number.`) })
    .int({ error: `${name} must be a whole number.` })
    .min(0, { error: `${name} must not be negative.` })
    .max(max, { error: `${name} is too large.` });
const flag = (name: string) => z.union([z.literal(0), z.literal(1)], { error: `${name} must be 0 or 1.` });

/** One row of a provider's list; flags and order left out keep the game's own (a new game: visible, new). */
const importRow = z.strictObject(
  {
    id: whole('id').min(1, { error: 'id must be 1 or more.' }),
    name: z
      .string({ error: absentOr('name', 'name must be text.') })
      .trim()
      .min(1, { error: 'name is missing.' })
      .max(120, { error: 'name is longer than 120 characters.' })
      .regex(NO_CONTROL_CHARACTERS, { error: 'name must not contain control characters.' }),
    brandId: whole('brandId'),
    typeId: whole('typeId'),
    platformId: whole('platformId').optional(),
    icon: z
      .string({ error: 'icon must be text.' })
      .trim()
      .max(300, { error: 'icon is longer than 300 characters.' })
      .regex(/^(\/|https:\/\/)[^\s]*$/, { error: 'icon must be a path (/…) or an https address.' })
      .optional(),
    visible: flag('visible').optional(),
    hot: flag('hot').optional(),
    new: flag('new').optional(),
    maintenance: flag('maintenance').optional(),
    sort: whole('sort', 1_000_000).optional(),
  },
  { error: 'Each game must be an object.' },
);

export type ImportRow = z.infer<typeof importRow>;

export interface ImportError {
  /** CSV: the file line the row starts on (the header is line 1). JSON: the game's place in the array, from 1. */
  row: number;
  message: string;
}

/** The catalogue columns an import may set, as the diff names them. */
export type GameField =
  | 'name'
  | 'brandId'
  | 'typeId'
  | 'platformId'
  | 'icon'
  | 'visible'
  | 'hot'
  | 'new'
  | 'maintenance'
  | 'sort';

export interface ImportChange {
  id: number;
  name: string;
  fields: Partial<Record<GameField, { before: string | number; after: string | number }>>;
}

export interface ImportOutcome {
  applied: boolean;
  /** The catalogue version the dry run read (apply sends it back) or the one applying made. */
  version: string;
  rows: number;
  counts: { added: number; changed: number; unchanged: number; missing: number };
  added: { id: number; name: string; brandId: number; typeId: number }[];
  changed: ImportChange[];
  /** Games of the brands in the file that the file does not list: hidden on apply when asked. */
  missing: { id: number; name: string; brandId: number }[];
  hideMissing: boolean;
  errors: ImportError[];
}

interface ParsedRow {
  row: number;
  game: ImportRow;
}

function zodMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown column: ${issue.keys.join(', ')}.`;
      return issue.message;
    })
    .join(' ');
}

/** A CSV cell as the row schema reads it: numbers for the number columns, nothing for an empty cell. */
function cellValue(column: Column, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  if (column === 'name' || column === 'icon') return value;
  return /^-?\d{1,12}$/.test(value) ? Number(value) : value;
}

interface RowsRead {
  rows: { row: number; value: unknown }[];
  errors: ImportError[];
  /** Data rows in the text, good or bad. */
  read: number;
}

function parseCsvRows(text: string): RowsRead {
  const { records, problems } = readCsv(text);
  const errors: ImportError[] = problems.map((p) => ({ row: p.line, message: p.message }));
  const [header, ...body] = records;
  if (!header)
    return { rows: [], errors: errors.length ? errors : [{ row: 1, message: 'The file has no rows.' }], read: 0 };
  const read = body.length + problems.filter((p) => p.line > header.line).length;
  const names = header.fields.map((f) => f.trim());
  const unknown = names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n));
  const lacking = REQUIRED.filter((n) => !names.includes(n));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (unknown.length || lacking.length || twice.length) {
    const parts = [
      unknown.length ? `unknown column ${unknown.map((n) => `"${n.slice(0, 30)}"`).join(', ')}` : '',
      lacking.length ? `missing column ${lacking.join(', ')}` : '',
      twice.length ? `column ${twice.join(', ')} twice` : '',
    ].filter(Boolean);
    return {
      rows: [],
      errors: [
        { row: header.line, message: `The header line: ${parts.join('; ')} (columns: ${IMPORT_COLUMNS.join(', ')}).` },
        ...errors,
      ],
      read,
    };
  }
  const rows: { row: number; value: unknown }[] = [];
  for (const record of body) {
    if (record.fields.length !== names.length) {
      errors.push({
        row: record.line,
        message: `${record.fields.length} fields where the header has ${names.length}.`,
      });
      continue;
    }
    const value: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const cell = cellValue(name as Column, record.fields[i] ?? '');
      if (cell !== undefined) value[name] = cell;
    });
    rows.push({ row: record.line, value });
  }
  return { rows, errors, read };
}

function parseJsonRows(text: string): RowsRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { rows: [], errors: [{ row: 0, message: 'The text is not JSON: an array of games is expected.' }], read: 0 };
  }
  const list =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'games' in parsed
      ? (parsed as { games: unknown }).games
      : parsed;
  if (!Array.isArray(list))
    return { rows: [], errors: [{ row: 0, message: 'An array of games is expected.' }], read: 0 };
  return { rows: list.map((value, i) => ({ row: i + 1, value })), errors: [], read: list.length };
}

/**
 * Reads and checks the text, with the known type and brand ids: the good rows and every bad row's number and
 * reason (a bad cell, an unknown type or brand, an id listed twice).
 */
export function parseGameList(
  format: 'csv' | 'json',
  text: string,
  known: { typeIds: ReadonlySet<number>; brandIds: ReadonlySet<number> },
): { rows: ParsedRow[]; errors: ImportError[]; read: number } {
  const read = format === 'csv' ? parseCsvRows(text) : parseJsonRows(text);
  const errors = [...read.errors];
  if (read.read > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      errors: [{ row: 0, message: `At most ${MAX_IMPORT_ROWS} games per import: split the list.` }],
      read: read.read,
    };
  }
  const rows: ParsedRow[] = [];
  const seen = new Map<number, number>();
  for (const { row, value } of read.rows) {
    const checked = importRow.safeParse(value);
    if (!checked.success) {
      errors.push({ row, message: zodMessage(checked.error) });
      continue;
    }
    const game = checked.data;
    if (!known.typeIds.has(game.typeId)) {
      errors.push({ row, message: `typeId ${game.typeId} is not a game type of the lobby.` });
      continue;
    }
    if (!known.brandIds.has(game.brandId)) {
      errors.push({ row, message: `brandId ${game.brandId} is not a brand of the lobby.` });
      continue;
    }
    const earlier = seen.get(game.id);
    if (earlier !== undefined) {
      errors.push({ row, message: `Game ${game.id} is listed twice (also row ${earlier}).` });
      continue;
    }
    seen.set(game.id, row);
    rows.push({ row, game });
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 0, message: 'The file has no games.' });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, read: read.read };
}

type GameRow = typeof games.$inferSelect;

/** A catalogue row's value of each field the import names. */
function fieldOf(row: GameRow, field: GameField): string | number {
  switch (field) {
    case 'visible':
      return row.status;
    case 'new':
      return row.recent;
    case 'maintenance':
      return row.maintain;
    default:
      return row[field];
  }
}

/** The row's values for what it names (a missing platformId follows brandId; a missing icon keeps the game's). */
function wanted(game: ImportRow): Partial<Record<GameField, string | number>> {
  const out: Partial<Record<GameField, string | number>> = {
    name: game.name,
    brandId: game.brandId,
    typeId: game.typeId,
    platformId: game.platformId ?? game.brandId,
  };
  for (const field of ['icon', 'visible', 'hot', 'new', 'maintenance', 'sort'] as const) {
    const value = game[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** The catalogue columns of a change, in the table's names. */
function columnsOf(values: Partial<Record<GameField, string | number>>): Partial<typeof games.$inferInsert> {
  const out: Partial<typeof games.$inferInsert> = {};
  for (const [field, value] of Object.entries(values) as [GameField, string | number][]) {
    if (field === 'visible') out.status = value as number;
    else if (field === 'new') out.recent = value as number;
    else if (field === 'maintenance') out.maintain = value as number;
    else if (field === 'name' || field === 'icon') out[field] = value as string;
    else out[field] = value as number;
  }
  return out;
}

interface Diff {
  added: ParsedRow[];
  changed: { row: ParsedRow; fields: ImportChange['fields'] }[];
  unchanged: number;
  missing: GameRow[];
}

async function diffAgainst(db: Db | Tx, rows: ParsedRow[]): Promise<Diff> {
  const fileBrands = [...new Set(rows.map((r) => r.game.brandId))];
  const ids = rows.map((r) => r.game.id);
  const existing = new Map<number, GameRow>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const chunk = ids.slice(i, i + 1_000);
    for (const row of await db.select().from(games).where(inArray(games.id, chunk))) existing.set(row.id, row);
  }
  const inFile = new Set(ids);
  const ofBrands = fileBrands.length
    ? await db.select().from(games).where(inArray(games.brandId, fileBrands)).orderBy(games.id)
    : [];
  const diff: Diff = {
    added: [],
    changed: [],
    unchanged: 0,
    missing: ofBrands.filter((g) => !inFile.has(g.id) && g.status === 1),
  };
  for (const parsed of rows) {
    const current = existing.get(parsed.game.id);
    if (!current) {
      diff.added.push(parsed);
      continue;
    }
    const fields: ImportChange['fields'] = {};
    for (const [field, after] of Object.entries(wanted(parsed.game)) as [GameField, string | number][]) {
      const before = fieldOf(current, field);
      if (before !== after) fields[field] = { before, after };
    }
    if (Object.keys(fields).length) diff.changed.push({ row: parsed, fields });
    else diff.unchanged++;
  }
  return diff;
}

async function knownIds(db: Db | Tx) {
  const [typeRows, brandRows] = await Promise.all([
    db.select({ id: gameTypes.id }).from(gameTypes),
    db.select({ id: brands.id, status: brands.status }).from(brands),
  ]);
  return {
    typeIds: new Set(typeRows.map((t) => t.id)),
    brandIds: new Set(brandRows.map((b) => b.id)),
    brandsOff: new Set(brandRows.filter((b) => b.status !== 1).map((b) => b.id)),
  };
}

function outcomeOf(
  applied: boolean,
  version: string,
  parsed: { rows: ParsedRow[]; errors: ImportError[]; read: number },
  diff: Diff,
  hideMissing: boolean,
): ImportOutcome {
  return {
    applied,
    version,
    rows: parsed.read,
    counts: {
      added: diff.added.length,
      changed: diff.changed.length,
      unchanged: diff.unchanged,
      missing: diff.missing.length,
    },
    added: diff.added.slice(0, DIFF_SHOWN).map(({ game }) => ({
      id: game.id,
      name: game.name,
      brandId: game.brandId,
      typeId: game.typeId,
    })),
    changed: diff.changed
      .slice(0, DIFF_SHOWN)
      .map(({ row, fields }) => ({ id: row.game.id, name: row.game.name, fields })),
    missing: diff.missing.slice(0, DIFF_SHOWN).map(({ id, name, brandId }) => ({ id, name, brandId })),
    hideMissing,
    errors: parsed.errors.slice(0, DIFF_SHOWN),
  };
}

export interface ImportInput {
  format: 'csv' | 'json';
  text: string;
  apply: boolean;
  /** Applying: games of the file's brands that the file does not list are hidden. */
  hideMissing: boolean;
  /** Applying: the version the dry run answered; another version means the catalogue moved since. */
  expectVersion: string;
}

/** The dry run (apply false) or the import (apply true); see the file's head. */
export async function importGameList(
  db: Db,
  actor: StaffMember,
  input: ImportInput,
  now: number,
): Promise<ImportOutcome> {
  if (!input.apply) {
    const known = await knownIds(db);
    const parsed = parseGameList(input.format, input.text, known);
    const diff = await diffAgainst(db, parsed.rows);
    return outcomeOf(false, await catalogueVersion(db), parsed, diff, input.hideMissing);
  }
  return writeCatalogue(db, async (tx, before) => {
    if (input.expectVersion !== before) {
      throw new OpsError(409, 'The catalogue changed since the dry run: check the file again.');
    }
    const known = await knownIds(tx);
    const parsed = parseGameList(input.format, input.text, known);
    if (parsed.errors.length > 0) {
      throw new OpsError(400, `Fix the ${parsed.errors.length} bad rows first (see the dry run).`);
    }
    const diff = await diffAgainst(tx, parsed.rows);
    const fresh = diff.added.map(({ game }) => ({
      id: game.id,
      name: game.name,
      brandId: game.brandId,
      typeId: game.typeId,
      platformId: game.platformId ?? game.brandId,
      icon: game.icon ?? gameIconUrl(game.id),
      status: game.visible ?? 1,
      hot: game.hot ?? 0,
      // A game the provider just added is new to the players unless the file says otherwise.
      recent: game.new ?? 1,
      maintain: game.maintenance ?? 0,
      sort: game.sort ?? 0,
      // A game of a brand that is switched off shows the brand's maintenance like its siblings.
      brandMaintain: known.brandsOff.has(game.brandId) ? 1 : 0,
    }));
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(games).values(fresh.slice(i, i + 500));
    for (const { row, fields } of diff.changed) {
      const after = Object.fromEntries(Object.entries(fields).map(([field, change]) => [field, change.after]));
      const columns = columnsOf(after);
      if (fields.brandId) columns.brandMaintain = known.brandsOff.has(row.game.brandId) ? 1 : 0;
      await tx.update(games).set(columns).where(eq(games.id, row.game.id));
    }
    const hidden = input.hideMissing ? diff.missing.map((g) => g.id) : [];
    for (let i = 0; i < hidden.length; i += 1_000) {
      await tx
        .update(games)
        .set({ status: 0 })
        .where(inArray(games.id, hidden.slice(i, i + 1_000)));
    }
    return async (after) => {
      await writeAudit(
        tx,
        actor,
        {
          action: 'games.import',
          target: 'games:catalogue',
          before: { version: before },
          after: {
            version: after,
            format: input.format,
            rows: parsed.rows.length,
            added: diff.added.length,
            changed: diff.changed.length,
            hidden: hidden.length,
            addedIds: diff.added.slice(0, DIFF_SHOWN).map((r) => r.game.id),
            changedIds: diff.changed.slice(0, DIFF_SHOWN).map((c) => c.row.game.id),
            hiddenIds: hidden.slice(0, DIFF_SHOWN),
          },
        },
        now,
      );
      return outcomeOf(true, after, parsed, diff, input.hideMissing);
    };
  });
}
