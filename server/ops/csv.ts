/**
 * A small, strict CSV reader (RFC 4180): commas separate fields, a field in double quotes may hold commas, line
 * breaks and doubled quotes (""), records end at LF or CRLF. Strict where a lenient reader would guess: a quote
 * inside an unquoted field, text after a closing quote, or a quote left open is a problem named by its line, and
 * nothing of that record is read.
 */

export interface CsvRecord {
  /** The file line the record starts on (1 is the first line). */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvRead {
  records: CsvRecord[];
  problems: CsvProblem[];
}

/** Reads every record; a record with a problem is reported and skipped, the reader goes on at the next line. */
export function readCsv(text: string): CsvRead {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let i = 0;
  let line = 1;
  while (i < source.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let closed = false;
    let problem: string | null = null;
    let ended = false;
    while (i < source.length && !ended) {
      const ch = source[i];
      if (quoted) {
        if (ch === '"' && source[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (ch === '"') {
          quoted = false;
          closed = true;
          i++;
        } else {
          if (ch === '\n') line++;
          field += ch;
          i++;
        }
      } else if (ch === ',') {
        fields.push(field);
        field = '';
        closed = false;
        i++;
      } else if (ch === '\n' || (ch === '\r' && source[i + 1] === '\n')) {
        i += ch === '\r' ? 2 : 1;
        line++;
        ended = true;
      } else if (problem) {
        i++;
      } else if (closed) {
        problem = 'Text after a closing quote: enclose the whole field in quotes.';
        i++;
      } else if (ch === '"') {
        if (field === '') quoted = true;
        else problem = 'A quote inside an unquoted field: enclose the field in quotes and double the quote.';
        i++;
      } else {
        field += ch;
        i++;
      }
    }
    if (quoted) {
      problems.push({ line: start, message: 'A quote opened here is never closed.' });
      break;
    }
    fields.push(field);
    if (problem) problems.push({ line: start, message: problem });
    else if (!(fields.length === 1 && fields[0]?.trim() === '')) records.push({ line: start, fields });
  }
  return { records, problems };
}
