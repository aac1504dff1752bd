import { FormattedDate, useIntl } from 'react-intl';
import { agent5LogVersion, agent5Machine, RECEIVE_ITEM } from '../../../../machines/activity/agent5.machine';
import type { PagedItem } from '../../../../machines/shared/pagedList.machine';
import type { MessageId } from '../../../platform/intl/messages';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { PagedList } from '../../shared/PagedList';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';
import './agent5.css';
import { RulesLink } from '../RulesLink';
import { SharePanel } from '../share/SharePanel';

type LogRow = PagedItem<'appAgent5UserLog'>;

const LOG_TEXT: Readonly<Record<LogRow['kind'], MessageId>> = {
  commission: 'promotions.agent5.log.commission',
  invite: 'promotions.agent5.log.invite',
  receive: 'promotions.agent5.log.receive',
};

const COLUMNS: readonly MessageId[] = [
  'promotions.agent5.col.rate',
  'promotions.agent5.col.members',
  'promotions.agent5.col.today',
  'promotions.agent5.col.bets',
  'promotions.agent5.col.accrued',
];

/**
 * /activity/agent5 (desktop /lobby/agent5): Agent5. The player's code, the commission earned, received and ready
 * with Receive (or the minimum), the five levels as a table, the level-1 invitees with a claim each, the log of every
 * accrual and receipt (a paged list, read again after each payout) and the link to the rules.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(agent5Machine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const percent = (bps: number) => intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const text = intl.formatMessage;
  return (
    <ActivityPage title="promotions.agent5.title" data-testid="agent5" run={run} data={snapshot.context.data}>
      {(agent) => (
        <>
          <p className="activity__hero">{text({ id: 'promotions.agent5.intro' })}</p>
          <SharePanel source={'agent5'} />
          <dl className="promotions__figures">
            <dt>{text({ id: 'promotions.agent5.code' })}</dt>
            <dd>
              <span data-testid="agent5-code">{agent.inviteCode}</span>{' '}
              <Link to={hrefOf({ page: 'inviteFriends' })}>{text({ id: 'promotions.agent5.invite' })}</Link>
            </dd>
            <dt>{text({ id: 'promotions.agent5.figure.accrued' })}</dt>
            <dd data-testid="agent5-accrued">{peso(agent.accrued)}</dd>
            <dt>{text({ id: 'promotions.agent5.figure.received' })}</dt>
            <dd data-testid="agent5-received">{peso(agent.received)}</dd>
            <dt>{text({ id: 'promotions.agent5.figure.receivable' })}</dt>
            <dd data-testid="agent5-receivable">{peso(agent.receivable)}</dd>
          </dl>
          {agent.itemStatus === 1 ? (
            <ClaimButton run={run} id={RECEIVE_ITEM}>
              {text({ id: 'promotions.agent5.receive' }, { amount: peso(agent.receivable) })}
            </ClaimButton>
          ) : (
            <p className="activity__status">{text({ id: 'promotions.agent5.min' }, { min: peso(agent.minReceive) })}</p>
          )}

          <table className="agent5__levels" data-testid="agent5-levels">
            <caption>{text({ id: 'promotions.agent5.levels' })}</caption>
            <thead>
              <tr>
                <th scope="col">{text({ id: 'promotions.agent5.col.level' })}</th>
                {COLUMNS.map((id) => (
                  <th key={id} scope="col">
                    {text({ id })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {agent.levels.map((level) => (
                <tr key={level.level} data-level={level.level}>
                  <th scope="row">{text({ id: 'promotions.agent5.levelName' }, { level: level.level })}</th>
                  <td>{percent(level.rateBps)}</td>
                  <td>{text({ id: 'promotions.agent5.membersOf' }, { valid: level.valid, members: level.members })}</td>
                  <td>{peso(level.todayBets)}</td>
                  <td>{peso(level.bets)}</td>
                  <td>{peso(level.accrued)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="agent5__note">{text({ id: 'promotions.agent5.levelsNote' })}</p>

          <h2>{text({ id: 'promotions.agent5.invitees' })}</h2>
          {agent.invitees.length === 0 ? (
            <p>{text({ id: 'promotions.agent5.invitees.none' })}</p>
          ) : (
            <ul className="agent5__invitees" data-testid="agent5-invitees">
              {agent.invitees.map((invitee) => (
                <li key={invitee.uid} data-invitee={invitee.uid} data-status={invitee.itemStatus}>
                  <span>
                    {invitee.member}{' '}
                    <small>
                      {text(
                        { id: 'promotions.agent5.invitee.joined' },
                        { date: intl.formatDate(invitee.createTime, { dateStyle: 'medium' }) },
                      )}
                    </small>
                  </span>
                  {invitee.itemStatus === 1 ? (
                    <ClaimButton run={run} id={invitee.uid}>
                      {text(
                        { id: 'promotions.agent5.invitee.claim' },
                        { amount: peso(agent.inviteReward), member: invitee.member },
                      )}
                    </ClaimButton>
                  ) : (
                    <span>
                      {text({
                        id:
                          invitee.itemStatus === 2
                            ? 'promotions.agent5.invitee.claimed'
                            : 'promotions.agent5.invitee.waiting',
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}

          <h2>{text({ id: 'promotions.agent5.log' })}</h2>
          <PagedList
            // A payout reads the log again from its first page.
            key={agent5LogVersion(agent)}
            source="appAgent5UserLog"
            label={text({ id: 'promotions.agent5.log' })}
            empty="promotions.agent5.log.none"
            look="rows"
            texts={{
              failed: 'promotions.agent5.log.failed',
              moreFailed: 'promotions.agent5.log.moreFailed',
              end: 'promotions.agent5.log.end',
            }}
            itemKey={(row) => String(row.id)}
            renderItem={(row) => (
              <p className="agent5__row" data-kind={row.kind}>
                <span>
                  {text(
                    { id: LOG_TEXT[row.kind] },
                    { level: row.level, member: row.member, amount: peso(row.amount), bets: peso(row.bets) },
                  )}
                </span>
                <FormattedDate value={row.createTime} dateStyle="medium" timeStyle="short" />
              </p>
            )}
          />
          <p>
            <RulesLink name="agent5" label="promotions.agent5.rules" />
          </p>
        </>
      )}
    </ActivityPage>
  );
}
