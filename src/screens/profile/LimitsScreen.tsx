import { useActorRef, useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  type DepositLimit,
  type DepositLimitsMachine,
  depositLimitsMachine,
  type LimitsOutcome,
} from '../../../machines/profile/depositLimits.machine';
import {
  canSaveLimit,
  canSaveReality,
  limitFieldError,
  limitFields,
  limitsBusy,
  limitsFailed,
  limitsLoading,
  limitsNotice,
  limitsOutcome,
  limitsPhase,
  limitsSettings,
  realityChoice,
  savingPeriod,
  savingReality,
} from '../../../machines/profile/depositLimits.selectors';
import {
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_PERIODS,
  type LimitPeriod,
  REALITY_CHECK_MINUTES,
} from '../../api/contract/responsibleGaming';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { formatMoney, formatNotice, Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { useSelected } from '../shared/useSelected';
import './profile.css';
import { cardClass } from '../../ui/Card';

type LimitsRef = ActorRefFrom<DepositLimitsMachine>;

const TITLE: Record<LimitPeriod, MessageId> = {
  day: 'profile.limits.day',
  week: 'profile.limits.week',
  month: 'profile.limits.month',
};
const USED: Record<LimitPeriod, MessageId> = {
  day: 'profile.limits.used.day',
  week: 'profile.limits.used.week',
  month: 'profile.limits.used.month',
};
const SAVE: Record<LimitPeriod, MessageId> = {
  day: 'profile.limits.save.day',
  week: 'profile.limits.save.week',
  month: 'profile.limits.save.month',
};

/**
 * /profile/limits (desktop /lobby/profile/limits), responsible gaming: a deposit limit per day, week and month (whole
 * pesos, empty for none; the server says whether it applies now or after 24 h) and the reality-check interval. Renders
 * machines/profile/depositLimits.machine.ts; a save's outcome is announced in a polite status line.
 */
export function Component() {
  const limits = useActorRef(depositLimitsMachine);
  const { phase, loading, failed, busy, notice, settings } = useSelected(limits, {
    phase: limitsPhase,
    loading: limitsLoading,
    failed: limitsFailed,
    busy: limitsBusy,
    notice: limitsNotice,
    settings: limitsSettings,
  });
  return (
    <PageFrame
      title="profile.limits.title"
      className="profile-page rg-page"
      data-testid="limits-page"
      data-state={phase}
      head={
        <>
          <NoticeToast notice={failed ? null : notice} loading={busy} />
          <p className="rg-intro">
            <FormattedMessage id="profile.limits.intro" />
          </p>
        </>
      }
      loading={loading}
      failure={
        failed && { title: 'profile.limits.failed', message: notice, onRetry: () => limits.send({ type: 'RETRY' }) }
      }
    >
      {settings && !loading && !failed && (
        <>
          <Outcome limits={limits} />
          {LIMIT_PERIODS.map((period) => {
            const limit = settings.limits.find((entry) => entry.period === period);
            return <LimitCard key={period} period={period} limit={limit} limits={limits} />;
          })}
          <RealityCheck limits={limits} />
        </>
      )}
    </PageFrame>
  );
}

/** The last save's outcome, in a polite status line that is on the page before anything is said in it. */
function Outcome({ limits }: { limits: LimitsRef }) {
  const outcome = useSelector(limits, limitsOutcome);
  return (
    <p className="rg-status" role="status" aria-live="polite" data-testid="limits-outcome">
      {outcome && <OutcomeText key={outcome.seq} outcome={outcome} />}
    </p>
  );
}

function OutcomeText({ outcome }: { outcome: LimitsOutcome }) {
  const intl = useIntl();
  if (outcome.kind === 'reality') {
    return <FormattedMessage id="profile.reality.saved" values={{ minutes: outcome.minutes }} />;
  }
  const limit = intl.formatMessage({ id: TITLE[outcome.period] });
  const amount = outcome.amount === null ? null : <Money value={outcome.amount} />;
  if (outcome.pendingFrom !== null) {
    const date = <FormattedDate value={outcome.pendingFrom} dateStyle="medium" timeStyle="short" />;
    return amount === null ? (
      <FormattedMessage id="profile.limits.pendingNone" values={{ limit, date }} />
    ) : (
      <FormattedMessage id="profile.limits.pending" values={{ limit, amount, date }} />
    );
  }
  return amount === null ? (
    <FormattedMessage id="profile.limits.appliedNone" values={{ limit }} />
  ) : (
    <FormattedMessage id="profile.limits.applied" values={{ limit, amount }} />
  );
}

function LimitCard({
  period,
  limit,
  limits,
}: {
  period: LimitPeriod;
  limit: DepositLimit | undefined;
  limits: LimitsRef;
}) {
  const intl = useIntl();
  const text = useSelector(limits, (snapshot) => limitFields(snapshot)[period]);
  const problem = useSelector(limits, limitFieldError);
  const saving = useSelector(limits, savingPeriod) === period;
  const canSave = useSelector(limits, canSaveLimit(period));
  const title = intl.formatMessage({ id: TITLE[period] });
  const headingId = `limit-${period}-title`;
  return (
    <section className={cardClass('rg-card')} aria-labelledby={headingId} data-testid={`limit-${period}`}>
      <h2 id={headingId} className="rg-card__title">
        {title}
      </h2>
      {limit && (
        <ul className="rg-facts">
          <li>
            {limit.amount === null ? (
              <FormattedMessage id="profile.limits.noLimit" />
            ) : (
              <FormattedMessage id="profile.limits.now" values={{ amount: <Money value={limit.amount} /> }} />
            )}
          </li>
          <li>
            <FormattedMessage id={USED[period]} values={{ amount: <Money value={limit.used} /> }} />
          </li>
          {limit.pending && (
            <li className="rg-facts__pending">
              {limit.pending.amount === null ? (
                <FormattedMessage
                  id="profile.limits.pendingRemoval"
                  values={{ date: <FormattedDate value={limit.pending.from} dateStyle="medium" timeStyle="short" /> }}
                />
              ) : (
                <FormattedMessage
                  id="profile.limits.pendingRaise"
                  values={{
                    amount: <Money value={limit.pending.amount} />,
                    date: <FormattedDate value={limit.pending.from} dateStyle="medium" timeStyle="short" />,
                  }}
                />
              )}
            </li>
          )}
        </ul>
      )}
      <FormColumn>
        <Form className="profile-form rg-form" onSubmit={() => limits.send({ type: 'SAVE', period })}>
          <TextField
            label={intl.formatMessage({ id: 'profile.limits.amount' }, { limit: title })}
            name={`limit-${period}`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            hint={intl.formatMessage(
              { id: 'profile.limits.hint' },
              { min: formatMoney(intl, LIMIT_MIN), max: formatMoney(intl, LIMIT_MAX) },
            )}
            error={problem?.field === period ? formatNotice(intl, problem) : undefined}
            onChange={(value) => limits.send({ type: 'FIELD.CHANGE', field: period, value })}
          />
          <Button type="submit" variant="primary" busy={saving} disabled={!canSave}>
            <FormattedMessage id={SAVE[period]} />
          </Button>
        </Form>
      </FormColumn>
    </section>
  );
}

function RealityCheck({ limits }: { limits: LimitsRef }) {
  const { choice, saving, canSave } = useSelected(limits, {
    choice: realityChoice,
    saving: savingReality,
    canSave: canSaveReality,
  });
  return (
    <section className={cardClass('rg-card')} aria-labelledby="reality-title" data-testid="reality-check">
      <h2 id="reality-title" className="rg-card__title">
        <FormattedMessage id="profile.reality.title" />
      </h2>
      <p>
        <FormattedMessage id="profile.reality.intro" />
      </p>
      <Form className="profile-form rg-form" onSubmit={() => limits.send({ type: 'REALITY.SAVE' })}>
        <fieldset className="rg-choice">
          <legend className="rg-choice__legend">
            <FormattedMessage id="profile.reality.legend" />
          </legend>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <label key={minutes} className="rg-option">
              <input
                type="radio"
                name="reality-check"
                value={minutes}
                checked={choice === minutes}
                onChange={() => limits.send({ type: 'REALITY.SELECT', minutes })}
              />
              <FormattedMessage id="profile.reality.option" values={{ minutes }} />
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="primary" busy={saving} disabled={!canSave}>
          <FormattedMessage id="profile.reality.save" />
        </Button>
      </Form>
    </section>
  );
}
