import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { excludedPersons, personSignals } from '../db/schema';
import { revokeUserSessions } from '../player/sessions';
import { identityValue, normaliseName, phoneValue } from '../responsibleGaming/person';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The operator's list of excluded persons (the national database of restricted persons, e.g. PAGCOR's), imported
 * as CSV: `name,birth date[,phone]` per line, an optional header line, birth dates as YYYY-MM-DD. A dry run names
 * every bad row; applying refuses a file with any bad row, so what is applied is exactly what was checked. Rows
 * already listed change nothing. Listed persons are bound at once (server/responsibleGaming/person.ts): their
 * sessions end, and log-in, registration, KYC, deposits and play refuse them.
 */

export interface ListRow {
  line: number;
  fullName: string;
  birthDate: string;
  phone: string;
  identityHash: string;
}

export interface ListProblem {
  line: number;
  problem: string;
}

/** Most rows one import takes; a longer list goes in several files. */
export const MAX_LIST_ROWS = 2_000;

/** One CSV line's fields: commas separate, double quotes enclose a field ("" inside is a quote). */
function fieldsOf(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field.trim());
      field = '';
    } else field += ch;
  }
  out.push(field.trim());
  return out;
}

/** A real calendar day from 1900 on, as YYYY-MM-DD (the list may name anyone born then, whatever their age). */
function realDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** One line's row, or its problem; `seen` holds the identities of the lines before (a person listed twice). */
function rowOf(line: number, fields: string[], seen: Map<string, number>): ListRow | ListProblem {
  const [fullName = '', birthDate = '', phoneText = '', ...extra] = fields;
  const bad = (problem: string) => ({ line, problem });
  if (extra.some((f) => f !== '')) return bad('Too many fields: name, birth date and an optional phone number.');
  if (normaliseName(fullName) === '' || fullName.length > 200) return bad('The name is missing.');
  if (!realDay(birthDate)) return bad(`"${birthDate.slice(0, 20)}" is not a birth date (YYYY-MM-DD).`);
  const phone = phoneText === '' ? '' : phoneValue(phoneText);
  if (phoneText !== '' && phone === '') return bad(`"${phoneText.slice(0, 20)}" is not a phone number.`);
  const identityHash = identityValue(fullName, birthDate);
  const earlier = seen.get(identityHash);
  if (earlier !== undefined) return bad(`The same person as line ${earlier}.`);
  seen.set(identityHash, line);
  return { line, fullName: fullName.trim(), birthDate, phone, identityHash };
}

/** Reads the file: good rows and each bad row's line and reason. */
export function parseExclusionList(csv: string): { rows: ListRow[]; problems: ListProblem[] } {
  const rows: ListRow[] = [];
  const problems: ListProblem[] = [];
  const seen = new Map<string, number>();
  const lines = csv.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    const fields = fieldsOf(raw);
    if (index === 0 && /name/i.test(fields[0] ?? '') && !realDay(fields[1] ?? '')) continue;
    const read = rowOf(line, fields, seen);
    if ('problem' in read) problems.push(read);
    else rows.push(read);
  }
  if (rows.length + problems.length > MAX_LIST_ROWS) {
    problems.unshift({ line: 0, problem: `At most ${MAX_LIST_ROWS} rows per file: split the list.` });
  }
  return { rows, problems };
}

export interface ImportOutcome {
  applied: boolean;
  rows: number;
  /** Rows already on the list (by identity): applying changes nothing for them. */
  alreadyListed: number;
  problems: ListProblem[];
}

/**
 * Admin: checks the file (apply false: the dry run) or applies it (apply true: refused with 400 while any row is
 * bad). Applying adds the new rows, ends the sessions of the accounts they match and writes one audit row.
 */
export async function importExclusionList(
  db: Db,
  actor: StaffMember,
  input: { csv: string; source: string; apply: boolean },
  now: number,
): Promise<ImportOutcome> {
  const source = input.source.trim();
  if (source === '') throw new OpsError(400, 'Name the list (for example PAGCOR NDRP).');
  const { rows, problems } = parseExclusionList(input.csv);
  if (rows.length === 0 && problems.length === 0) throw new OpsError(400, 'The file has no rows.');
  const listed =
    rows.length === 0
      ? []
      : await db
          .select({ hash: excludedPersons.identityHash })
          .from(excludedPersons)
          .where(
            inArray(
              excludedPersons.identityHash,
              rows.map((r) => r.identityHash),
            ),
          );
  const known = new Set(listed.map((l) => l.hash));
  const outcome = { rows: rows.length, alreadyListed: known.size, problems };
  if (!input.apply) return { applied: false, ...outcome };
  if (problems.length > 0) throw new OpsError(400, `Fix the ${problems.length} bad rows first (see the dry run).`);
  const fresh = rows.filter((r) => !known.has(r.identityHash));
  await db.transaction(async (tx) => {
    if (fresh.length > 0) {
      await tx
        .insert(excludedPersons)
        .values(
          fresh.map((r) => ({
            fullName: r.fullName,
            birthDate: r.birthDate,
            identityHash: r.identityHash,
            phone: r.phone,
            source,
            importedBy: actor.id,
            importedAt: new Date(now),
          })),
        )
        .onConflictDoNothing({ target: excludedPersons.identityHash });
    }
    await writeAudit(
      tx,
      actor,
      {
        action: 'exclusions.import',
        target: `exclusions:${source}`,
        after: { rows: rows.length, added: fresh.length, alreadyListed: known.size },
      },
      now,
    );
  });
  // The matching accounts' sessions end now (the process's session cache with them); their next log-in meets the list.
  const phones = fresh.map((r) => r.phone).filter((p) => p !== '');
  const matched =
    fresh.length === 0
      ? []
      : await db
          .selectDistinct({ userId: personSignals.userId })
          .from(personSignals)
          .where(
            or(
              and(
                eq(personSignals.kind, 'identity'),
                inArray(
                  personSignals.value,
                  fresh.map((r) => r.identityHash),
                ),
              ),
              phones.length > 0
                ? and(eq(personSignals.kind, 'phone'), inArray(personSignals.value, phones))
                : undefined,
            ),
          );
  for (const m of matched) await revokeUserSessions(db, m.userId, now);
  return { applied: true, ...outcome };
}
