import { beforeEach, describe, expect, it } from 'vitest';
import { excludedPersons } from '../../server/db/schema';
import { parseExclusionList } from '../../server/ops/exclusionList';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { ADULT, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

/** /ops: the operator's list of excluded persons (import, dry run, audit) and the person's accounts on the lookup. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

const LIST = [
  'name,birth date,phone',
  'Juan Dela Cruz,1990-06-15,',
  '"Santos, Maria",1985-01-31,+63 917 555 0101',
].join('\n');

async function register() {
  const { username, device } = fresh();
  const body = { account: username, password: await w.encrypt('Secret12'), type: 0, ...ADULT };
  return server.call('accountRegist', body, { headers: { Fingerprint: device } });
}

async function verify(token: string, realName: string) {
  const { fileId } = parseAnswer(
    'uploadKyc',
    await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, token),
  );
  await w.ok('addKyc', { documentType: 'passport', realName, birthDate: ADULT.birthDate, fileId }, token);
}

beforeEach(async () => {
  await w.start();
});

describe('the list file', () => {
  it('reads a header, quoted names and phones; names each bad row with its line', () => {
    const csv = [
      'name,birth date,phone',
      'Juan Dela Cruz,1990-06-15',
      ',1990-01-01',
      'Ana Reyes,1990-02-30',
      'Ben Cruz,1970-05-05,12ab',
      'JUAN dela cruz,1990-06-15',
      'Carl Lim,1980-01-01,,extra',
    ].join('\r\n');
    const { rows, problems } = parseExclusionList(csv);
    expect(rows.map((r) => [r.line, r.fullName])).toEqual([[2, 'Juan Dela Cruz']]);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7]);
    expect(problems[3]?.problem).toBe('The same person as line 2.');
    expect(parseExclusionList(LIST).rows.map((r) => [r.fullName, r.phone])).toEqual([
      ['Juan Dela Cruz', ''],
      ['Santos, Maria', '9175550101'],
    ]);
  });
});

describe('/ops exclusions import', () => {
  it('admin only; a dry run names the bad row and changes nothing; applying a file with a bad row is refused', async () => {
    const support = await ops.session('support');
    expect((await ops.post('/exclusions/import', support, { csv: LIST, source: 'PAGCOR', apply: false })).status).toBe(
      403,
    );
    const admin = await ops.session('admin');
    const bad = `${LIST}\nNo Date Person,,`;
    const dry = await ops.post('/exclusions/import', admin, { csv: bad, source: 'PAGCOR', apply: false });
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ applied: false, rows: 2, alreadyListed: 0 });
    expect(dry.json.problems).toEqual([{ line: 4, problem: '"" is not a birth date (YYYY-MM-DD).' }]);
    const refused = await ops.post('/exclusions/import', admin, { csv: bad, source: 'PAGCOR', apply: true });
    expect(refused.status).toBe(400);
    expect(await server.conn.db.select().from(excludedPersons)).toEqual([]);
    expect((await ops.post('/exclusions/import', admin, { csv: LIST, source: ' ', apply: true })).status).toBe(400);
  });

  it("applied, the list binds: the matched accounts' sessions end (identity and phone), log-in and KYC refuse with 5104; audited once", async () => {
    // A verified player on the list, and a phone account whose number is listed.
    const listed = parseAnswer('accountRegist', (await register()).json);
    await verify(listed.token, 'Juan Dela Cruz');
    await w.control('kyc/review', { account: listed.user.account, decision: 'approved' });
    const phoneOne = parseAnswer('accountRegist', (await register()).json);
    await w.ok('smsSend', { mobile: '9175550101', type: 2 }, phoneOne.token);
    const code = await w.lastCode('9175550101', 2);
    await w.ok('bindAccount', { mobile: '9175550101', code }, phoneOne.token);
    const phoneToken = phoneOne.token;

    const admin = await ops.session('admin');
    const applied = await ops.post('/exclusions/import', admin, { csv: LIST, source: 'PAGCOR', apply: true });
    expect(applied.json).toMatchObject({ ok: true, applied: true, rows: 2, alreadyListed: 0, problems: [] });
    const rows = await server.conn.db.select().from(excludedPersons).orderBy(excludedPersons.id);
    expect(rows.map((r) => [r.fullName, r.birthDate, r.phone, r.source])).toEqual([
      ['Juan Dela Cruz', '1990-06-15', '', 'PAGCOR'],
      ['Santos, Maria', '1985-01-31', '9175550101', 'PAGCOR'],
    ]);
    // Again: nothing new.
    const twice = await ops.post('/exclusions/import', admin, { csv: LIST, source: 'PAGCOR', apply: true });
    expect(twice.json).toMatchObject({ applied: true, alreadyListed: 2 });
    expect(await server.conn.db.select().from(excludedPersons)).toHaveLength(2);
    const audit = (await ops.audit()).filter((a) => a.action === 'exclusions.import');
    expect(audit.map((a) => a.after)).toEqual([
      { rows: 2, added: 2, alreadyListed: 0 },
      { rows: 2, added: 0, alreadyListed: 2 },
    ]);

    expect((await w.call('refreshData', {}, listed.token)).status).toBe(401);
    expect((await w.call('refreshData', {}, phoneToken)).status).toBe(401);
    const relogin = await server.call('accountLogin', {
      account: listed.user.account,
      password: await w.encrypt('Secret12'),
    });
    expect(relogin.json).toMatchObject({ errcode: RG_ERRCODE.selfExcluded });
    expect(relogin.json.retryIn).toBeUndefined();
    // KYC with the listed identity is refused on a fresh account.
    const fresh1 = parseAnswer('accountRegist', (await register()).json);
    const kyc = await w.call(
      'addKyc',
      {
        documentType: 'passport',
        realName: 'juan DELA cruz',
        birthDate: ADULT.birthDate,
        fileId: parseAnswer(
          'uploadKyc',
          await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, fresh1.token),
        ).fileId,
      },
      fresh1.token,
    );
    expect(kyc.json.errcode).toBe(RG_ERRCODE.selfExcluded);
  });
});

describe('/ops player lookup: the person', () => {
  it("lists the accounts that share a signal, the reasons, and what binds them; the listed player's row", async () => {
    const a = parseAnswer('accountRegist', (await register()).json);
    const b = parseAnswer('accountRegist', (await register()).json);
    await w.bindBdo(a.token);
    await w.bindBdo(b.token);
    await w.ok('rgTakeBreak', { breakId: 'exclusion5y', password: await w.encrypt('Secret12') }, a.token);

    const support = await ops.session('support');
    const detail = await ops.get(`/players/${b.user.id}`, support);
    expect(detail.status).toBe(200);
    expect(detail.json.person).toMatchObject({
      accounts: [{ id: a.user.id, account: a.user.account, reasons: ['bank'], binds: true }],
      exclusion: { source: 'break', kind: 'exclusion', userId: a.user.id },
    });
    const alone = await ops.get(`/players/${(await w.user()).id}`, support);
    expect(alone.json.person).toEqual({ accounts: [], exclusion: null });
  });
});
