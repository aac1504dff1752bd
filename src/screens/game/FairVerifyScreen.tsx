import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  fairVerifyMachine,
  type Hands,
  type SpinCheck,
  type TableRoundRef,
  type TableRoundReport,
  type VerifyReport,
} from '../../../machines/lobby/fairVerify.machine';
import {
  fairBusy,
  fairCheckingTableRound,
  fairFailed,
  fairLoading,
  fairRotating,
  fairVerifying,
  linkedRoundNote,
  tableRoundNotice,
  tableRoundReport,
} from '../../../machines/lobby/fairVerify.selectors';
import type { Notice } from '../../../machines/shared/notice';
import { Button } from '../../ui/Button';
import { Fact } from '../../ui/Fact';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { formatNotice } from '../../ui/Money';
import { TableHead } from '../../ui/TableHead';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { type Card, type Suit, totalOf } from '../../api/contract/baccarat';
import { rankOf, SUIT_PATHS, suitIsRed, suitOf } from '../../api/contract/cardFaces';
import { COLORS, type Color, type ColorDice } from '../../api/contract/colorGame';
import { formatMultiplier } from '../../api/contract/crashGame';
import { tableSeed, WHEEL_SEGMENTS, type WheelColor } from '../../api/contract/liveTable';
import { scoreLine } from '../../api/contract/virtualSports';
import { stateValueText } from '../../platform/display/stateValueText';
import { fairMessages } from '../../platform/intl/en-PH/fair';
import { withAreaIntl } from '../shared/AreaIntl';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { useSelected } from '../shared/useSelected';
import './fair.css';
import { cardClass } from '../../ui/Card';

const times = (hundredths: number) => `${(hundredths / 100).toString()}×`;

/** The colours' names: the Color Game board's, in its order, and the live wheel's gold. */
const COLOR_NAMES = {
  yellow: 'fair.color.yellow',
  white: 'fair.color.white',
  pink: 'fair.color.pink',
  blue: 'fair.color.blue',
  red: 'fair.color.red',
  green: 'fair.color.green',
  gold: 'fair.color.gold',
} as const satisfies Record<Color | WheelColor, keyof typeof fairMessages>;

/** A Color Game round's three dice by their colours' names, each with its colour as a swatch. */
function Dice({ dice }: { dice: ColorDice }) {
  const intl = useIntl();
  return (
    <span className="fair__dice">
      {dice.map((die, i) => {
        const color = COLORS[die] ?? 'white';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three dice are a fixed sequence; a colour may repeat.
          <span key={i} className="fair__die">
            <span className={`fair__swatch fair__swatch--${color}`} aria-hidden="true" />
            {intl.formatMessage({ id: COLOR_NAMES[color] })}
          </span>
        );
      })}
    </span>
  );
}

/** Rank letters spoken as words; number ranks are said as they are. */
const RANK_NAMES: Partial<Record<string, keyof typeof fairMessages>> = {
  A: 'fair.rank.A',
  J: 'fair.rank.J',
  Q: 'fair.rank.Q',
  K: 'fair.rank.K',
};

/** The suits' names. */
const SUIT_NAMES = {
  spades: 'fair.suit.spades',
  hearts: 'fair.suit.hearts',
  diamonds: 'fair.suit.diamonds',
  clubs: 'fair.suit.clubs',
} as const satisfies Record<Suit, keyof typeof fairMessages>;

/** The hands' labels with their totals. */
const HAND_LABELS = { player: 'fair.hand.player', banker: 'fair.hand.banker' } as const;

/** One card, small: its rank and its suit drawn as a path (shared with the card room's page), named in words. */
function PlayingCard({ card }: { card: Card }) {
  const intl = useIntl();
  const rank = rankOf(card);
  const suit = suitOf(card);
  const rankName = RANK_NAMES[rank];
  const name = intl.formatMessage(
    { id: 'fair.card' },
    {
      rank: rankName ? intl.formatMessage({ id: rankName }) : rank,
      suit: intl.formatMessage({ id: SUIT_NAMES[suit] }),
    },
  );
  return (
    <span className={suitIsRed(suit) ? 'fair__card-face fair__card-face--red' : 'fair__card-face'}>
      <span aria-hidden="true">{rank}</span>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <path d={SUIT_PATHS[suit]} fill="currentColor" />
      </svg>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}

/** A Baccarat coup: each side's total and cards. */
function CoupHands({ hands }: { hands: Hands }) {
  return (
    <span className="fair__hands">
      {(['player', 'banker'] as const).map((side) => (
        <span key={side} className="fair__hand">
          <FormattedMessage id={HAND_LABELS[side]} values={{ total: totalOf(hands[side]) }} />
          {hands[side].map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a hand is a fixed sequence; an 8-deck shoe repeats cards.
            <PlayingCard key={i} card={card} />
          ))}
        </span>
      ))}
    </span>
  );
}

/**
 * What a result shows: a slot spin's multiplier, a Color Game round's dice, a Baccarat coup's hands, a virtual
 * match's score, or a crash round's crash point.
 */
function shown(spin: SpinCheck, which: 'recorded' | 'computed') {
  if (spin.game === 'slot') return times(spin[which]);
  if (spin.game === 'colorGame') return <Dice dice={spin[which]} />;
  if (spin.game === 'baccarat') return <CoupHands hands={spin[which]} />;
  if (spin.game === 'crash') return formatMultiplier(spin[which]);
  const [home, away] = spin[which];
  return scoreLine(spin.fixture, home, away);
}

/** A whole number from the address, or null. */
const wholeOf = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * The live-table round a records link opened the page for (`?table=<game>&round=<n>`, docs/trust.md "Live table
 * rounds"), or null when the address names none.
 */
function useLinkedTableRound(): TableRoundRef | null {
  const [params] = useSearchParams();
  const gameId = wholeOf(params.get('table'));
  const round = wholeOf(params.get('round'));
  return gameId !== null && round !== null ? { gameId, round } : null;
}

/**
 * The round a records link opened the page for (`?seed=<id>&nonce=<n>`, docs/games.md "Round history"): its seed
 * pair and spin number, or null when the address names none.
 */
function useLinkedRound(): { seedId: number; nonce: number } | null {
  const [params] = useSearchParams();
  const seedId = wholeOf(params.get('seed'));
  const nonce = wholeOf(params.get('nonce'));
  return seedId !== null && nonce !== null ? { seedId, nonce } : null;
}

/** /fair (desktop /lobby/fair): the demo game's seeds, seed rotation and the in-browser check of every spin. */
/** The page, inside its own messages (loaded with this chunk only: the guest's first screen stays lighter). */
export const Component = withAreaIntl(fairMessages, FairVerify);

function FairVerify() {
  const intl = useIntl();
  const linkedTable = useLinkedTableRound();
  const fair = useActorRef(fairVerifyMachine, { input: { tableRound: linkedTable } });
  const value = useSelector(fair, (snapshot) => snapshot.value);
  const { loading, failed, rotating, verifying, checkingTable, busy } = useSelected(fair, {
    loading: fairLoading,
    failed: fairFailed,
    rotating: fairRotating,
    verifying: fairVerifying,
    checkingTable: fairCheckingTableRound,
    busy: fairBusy,
  });
  const tableReport = useSelector(fair, tableRoundReport);
  const tableNotice = useSelector(fair, tableRoundNotice);
  const context = useSelector(fair, (snapshot) => snapshot.context);
  const { seeds, report, notice } = context;
  const linked = useLinkedRound();
  const linkedNote = useSelector(
    fair,
    (snapshot) => linkedRoundNote(snapshot, linked?.seedId ?? null),
    (a, b) => a?.state === b?.state,
  );

  return (
    <PageFrame
      title="fair.title"
      className="fair"
      data-state={stateValueText(value)}
      data-testid="fair-verify"
      head={
        <p className="fair__intro">
          <FormattedMessage id="fair.intro" />
        </p>
      }
      loading={loading}
      failure={failed && { look: 'inline', title: notice, onRetry: () => fair.send({ type: 'RETRY' }) }}
    >
      {seeds && (
        <>
          {linkedTable && (
            <TableRoundCheck
              linked={linkedTable}
              report={tableReport}
              notice={tableNotice}
              checking={checkingTable}
              busy={busy}
              onCheck={() => fair.send({ type: 'TABLE_ROUND.CHECK' })}
            />
          )}
          {linked && linkedNote && (
            <p
              className={cardClass('fair__card fair__linked')}
              data-testid="fair-linked-round"
              data-seed-state={linkedNote.state}
            >
              <FormattedMessage id={linkedNote.message} values={{ nonce: linked.nonce, id: linked.seedId }} />
            </p>
          )}
          <section className={cardClass('fair__card')} aria-labelledby="fair-active">
            <h2 id="fair-active">
              <FormattedMessage id="fair.active.title" />
            </h2>
            <dl className="fair__facts">
              <Fact label="fair.hash" className="fair__hex" data-testid="fair-active-hash">
                {seeds.active.serverSeedHash}
              </Fact>
              <Fact label="fair.clientSeed" data-testid="fair-active-client-seed">
                {seeds.active.clientSeed}
              </Fact>
              <Fact label="fair.nonce" data-testid="fair-active-nonce">
                {seeds.active.nonce}
              </Fact>
            </dl>
            <FormColumn>
              <Form className="fair__form" onSubmit={() => fair.send({ type: 'ROTATE' })}>
                <TextField
                  label={intl.formatMessage({ id: 'fair.clientSeed.label' })}
                  name="clientSeed"
                  autoComplete="off"
                  maxLength={64}
                  value={context.clientSeed}
                  readOnly={busy}
                  onChange={(value) => fair.send({ type: 'CLIENT_SEED.CHANGE', value })}
                />
                <p className="fair__hint">
                  <FormattedMessage id="fair.clientSeed.hint" />
                </p>
                <Button type="submit" variant="primary" busy={rotating} data-testid="fair-rotate">
                  <FormattedMessage id="fair.rotate" />
                </Button>
              </Form>
            </FormColumn>
          </section>
          <section className={cardClass('fair__card')} aria-labelledby="fair-revealed">
            <h2 id="fair-revealed">
              <FormattedMessage id="fair.revealed.title" />
            </h2>
            {seeds.revealed.length === 0 ? (
              <p>
                <FormattedMessage id="fair.revealed.empty" />
              </p>
            ) : (
              <ul className="fair__list">
                {seeds.revealed.map((seed) => (
                  <li
                    key={seed.id}
                    className={seed.id === linked?.seedId ? 'fair__seed fair__seed--linked' : 'fair__seed'}
                    data-testid="fair-revealed-seed"
                  >
                    <RevealedFacts seed={seed} />
                    <Button
                      type="button"
                      disabled={busy}
                      busy={verifying}
                      data-testid="fair-verify-seed"
                      onClick={() => fair.send({ type: 'VERIFY', seedId: seed.id })}
                    >
                      <FormattedMessage id="fair.verify" values={{ count: seed.nonce }} />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {report && <Report report={report} linkedNonce={report.seedId === linked?.seedId ? linked.nonce : null} />}
        </>
      )}
      <NoticeToast notice={failed ? null : notice} loading={busy} />
    </PageFrame>
  );
}

/** A revealed server seed, its SHA-256 and the client seed it was used with (and any further facts). */
function RevealedFacts(props: {
  seed: { serverSeed: string; serverSeedHash: string; clientSeed: string };
  clientSeedLabel?: 'fair.clientSeed' | 'fair.table.clientSeed';
  children?: ReactNode;
}) {
  return (
    <dl className="fair__facts">
      <Fact label="fair.serverSeed" className="fair__hex">
        {props.seed.serverSeed}
      </Fact>
      <Fact label="fair.hash" className="fair__hex">
        {props.seed.serverSeedHash}
      </Fact>
      <Fact label={props.clientSeedLabel ?? 'fair.clientSeed'}>{props.seed.clientSeed}</Fact>
      {props.children}
    </dl>
  );
}

/** A wheel segment by its colour's name and its number. */
function SegmentName({ segment }: { segment: number }) {
  const intl = useIntl();
  const color = WHEEL_SEGMENTS[segment] ?? 'red';
  return (
    <FormattedMessage
      id="fair.table.segmentName"
      values={{ color: intl.formatMessage({ id: COLOR_NAMES[color] }), segment }}
    />
  );
}

/**
 * A live-table round's check: the round's record (committed hash, revealed seed, the table's client seed and the
 * round as nonce) and whether the seed and the wheel's segment match; or why it could not be checked, with Check again.
 */
function TableRoundCheck(props: {
  linked: TableRoundRef;
  report: TableRoundReport | null;
  notice: Notice | null;
  checking: boolean;
  busy: boolean;
  onCheck: () => void;
}) {
  const intl = useIntl();
  const { linked, report, notice } = props;
  const result = report ? (report.match ? 'match' : 'mismatch') : props.checking ? 'checking' : 'unchecked';
  return (
    <section
      className={cardClass('fair__card fair__linked')}
      aria-labelledby="fair-table-round"
      data-testid="fair-table-report"
      data-result={result}
    >
      <h2 id="fair-table-round">
        {/* The round number as digits, not a grouped amount: it is an identifier. */}
        <FormattedMessage id="fair.table.title" values={{ round: String(linked.round) }} />
      </h2>
      <p>
        <FormattedMessage id="fair.table.intro" />
      </p>
      {report && (
        <RevealedFacts
          seed={{ ...report, clientSeed: tableSeed(report.gameId) }}
          clientSeedLabel="fair.table.clientSeed"
        >
          <Fact label="fair.table.round">{report.round}</Fact>
        </RevealedFacts>
      )}
      <div role="status">
        {props.checking && (
          <p>
            <FormattedMessage id="fair.table.checking" />
          </p>
        )}
        {report && (
          <>
            <p className={report.hashMatches ? 'fair__ok' : 'fair__bad'}>
              <FormattedMessage id={report.hashMatches ? 'fair.table.hashOk' : 'fair.table.hashBad'} />
            </p>
            <p className={report.recorded === report.computed ? 'fair__ok' : 'fair__bad'}>
              <FormattedMessage
                id="fair.table.segment"
                values={{
                  recorded: <SegmentName segment={report.recorded} />,
                  computed: <SegmentName segment={report.computed} />,
                }}
              />
            </p>
            <p className={report.match ? 'fair__ok' : 'fair__bad'} data-testid="fair-table-summary">
              <FormattedMessage id={report.match ? 'fair.table.match' : 'fair.table.mismatch'} />
            </p>
          </>
        )}
        {notice && (
          <p className="fair__bad" data-testid="fair-table-refusal">
            {formatNotice(intl, notice)}
          </p>
        )}
      </div>
      {notice && (
        <Button type="button" disabled={props.busy} data-testid="fair-table-again" onClick={props.onCheck}>
          <FormattedMessage id="fair.table.again" />
        </Button>
      )}
    </section>
  );
}

function Report({ report, linkedNonce }: { report: VerifyReport; linkedNonce: number | null }) {
  const ok = report.hashMatches && report.mismatches === 0;
  return (
    <section
      className={cardClass('fair__card')}
      aria-labelledby="fair-report"
      data-testid="fair-report"
      data-result={ok ? 'match' : 'mismatch'}
    >
      <h2 id="fair-report">
        <FormattedMessage id="fair.report.title" values={{ id: report.seedId }} />
      </h2>
      <div role="status">
        <p className={report.hashMatches ? 'fair__ok' : 'fair__bad'}>
          <FormattedMessage id={report.hashMatches ? 'fair.report.hashOk' : 'fair.report.hashBad'} />
        </p>
        <p className={report.mismatches === 0 ? 'fair__ok' : 'fair__bad'} data-testid="fair-report-summary">
          {report.spins.length === 0 ? (
            <FormattedMessage id="fair.report.none" />
          ) : report.mismatches === 0 ? (
            <FormattedMessage id="fair.report.allMatch" values={{ count: report.spins.length }} />
          ) : (
            <FormattedMessage id="fair.report.mismatches" values={{ count: report.mismatches }} />
          )}
        </p>
      </div>
      {report.spins.length > 0 && (
        <table className="fair__table">
          <TableHead
            columns={['fair.report.nonce', 'fair.report.recorded', 'fair.report.computed', 'fair.report.result']}
          />
          <tbody>
            {report.spins.map((spin) => (
              <tr
                key={spin.nonce}
                data-testid="fair-spin"
                data-game={spin.game}
                data-match={spin.match}
                className={spin.nonce === linkedNonce ? 'fair__spin--linked' : undefined}
                aria-current={spin.nonce === linkedNonce ? 'true' : undefined}
              >
                <td>{spin.nonce}</td>
                <td>{shown(spin, 'recorded')}</td>
                <td>{shown(spin, 'computed')}</td>
                <td className={spin.match ? 'fair__ok' : 'fair__bad'}>
                  <FormattedMessage id={spin.match ? 'fair.report.match' : 'fair.report.mismatch'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
