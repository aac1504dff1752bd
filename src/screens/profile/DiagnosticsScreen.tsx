import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { diagnosticsMachine } from '../../../machines/profile/diagnostics.machine';
import {
  clearConfirming,
  clearing,
  detailsText,
  diagnosticsFacts,
  diagnosticsNotice,
  diagnosticsReading,
  roundTripMeasuring,
  roundTripMs,
  serverUnreachable,
} from '../../../machines/profile/diagnostics.selectors';
import { diagnosticsMessages } from '../../platform/intl/en-PH/diagnostics';
import type { MessageId } from '../../platform/intl/messages';
import { Dialog } from '../../ui/Dialog';
import { AreaIntl } from '../shared/AreaIntl';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { useSelected } from '../shared/useSelected';
import './profile.css';

/**
 * /test (desktop /lobby/test): the diagnostics page support asks a player to open
 * (machines/profile/diagnostics.machine.ts): this app, this device, the connection, the service worker and the
 * saved data, with Check again, Copy details and Clear cache and reload (asked first). Each group is a titled
 * section of name–value pairs, so a screen reader reads "Version, 1.0.28".
 */
export function Component() {
  return (
    <AreaIntl messages={diagnosticsMessages}>
      <Diagnostics />
    </AreaIntl>
  );
}

function Diagnostics() {
  const intl = useIntl();
  const diagnostics = useActorRef(diagnosticsMachine, { input: {} });
  const { facts, reading, measuring, unreachable, ms, confirming, busy, text, notice } = useSelected(diagnostics, {
    facts: diagnosticsFacts,
    reading: diagnosticsReading,
    measuring: roundTripMeasuring,
    unreachable: serverUnreachable,
    ms: roundTripMs,
    confirming: clearConfirming,
    busy: clearing,
    text: detailsText,
    notice: diagnosticsNotice,
  });
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'diagnostics.yes' : 'diagnostics.no' });
  const unknown = intl.formatMessage({ id: 'diagnostics.unknown' });
  const megabytes = (bytes: number | null) => (bytes === null ? null : (bytes / 1_048_576).toFixed(1));
  let roundTrip = intl.formatMessage({ id: 'diagnostics.measuring' });
  if (!measuring && unreachable) roundTrip = intl.formatMessage({ id: 'diagnostics.unreachable' });
  else if (!measuring && ms !== null) roundTrip = intl.formatMessage({ id: 'diagnostics.roundTripMs' }, { ms });
  const used = megabytes(facts?.cache.usage ?? null);
  const quota = megabytes(facts?.cache.quota ?? null);
  return (
    <PageFrame
      title="diagnostics.title"
      className="profile-page diagnostics-page"
      data-testid="diagnostics"
      head={<NoticeToast notice={notice} loading={busy && intl.formatMessage({ id: 'diagnostics.clearing' })} />}
      loading={reading && facts === null}
    >
      <p>
        <FormattedMessage id="diagnostics.intro" />
      </p>
      {facts && (
        <>
          <Facts title="diagnostics.app">
            <Fact name="diagnostics.version" value={facts.device.version} />
            <Fact name="diagnostics.build" value={facts.device.build} />
          </Facts>
          <Facts title="diagnostics.device">
            <Fact
              name="diagnostics.layout"
              value={intl.formatMessage({
                id: facts.device.layout === 'desktop' ? 'diagnostics.layout.desktop' : 'diagnostics.layout.mobile',
              })}
            />
            <Fact
              name="diagnostics.browser"
              value={intl.formatMessage(
                { id: 'diagnostics.browserOn' },
                { browser: facts.device.browser, os: facts.device.os },
              )}
            />
            <Fact name="diagnostics.screen" value={facts.device.screen} />
            <Fact name="diagnostics.viewport" value={facts.device.viewport} />
            <Fact name="diagnostics.languages" value={facts.device.languages || unknown} />
            <Fact name="diagnostics.standalone" value={yesNo(facts.device.standalone)} />
          </Facts>
        </>
      )}
      <Facts title="diagnostics.connection">
        {facts && <Fact name="diagnostics.online" value={yesNo(facts.device.online)} />}
        <Fact name="diagnostics.roundTrip" value={roundTrip} live />
      </Facts>
      {facts && (
        <>
          <Facts title="diagnostics.worker">
            {facts.worker.supported ? (
              <>
                <Fact name="diagnostics.worker.registered" value={yesNo(facts.worker.registered)} />
                <Fact name="diagnostics.worker.controlling" value={yesNo(facts.worker.controlling)} />
                {facts.worker.registered && (
                  <>
                    <Fact name="diagnostics.worker.state" value={facts.worker.state || unknown} />
                    <Fact name="diagnostics.worker.scope" value={facts.worker.scope} />
                  </>
                )}
              </>
            ) : (
              <Fact
                name="diagnostics.worker.registered"
                value={intl.formatMessage({ id: 'diagnostics.worker.unsupported' })}
              />
            )}
          </Facts>
          <Facts title="diagnostics.storage">
            <Fact
              name="diagnostics.caches"
              value={
                facts.cache.caches.length === 0
                  ? intl.formatMessage({ id: 'diagnostics.caches.none' })
                  : facts.cache.caches
                      .map((cache) => intl.formatMessage({ id: 'diagnostics.cacheEntries' }, cache))
                      .join(', ')
              }
            />
            <Fact
              name="diagnostics.used"
              value={
                used !== null && quota !== null
                  ? intl.formatMessage({ id: 'diagnostics.usedOf' }, { used, quota })
                  : unknown
              }
            />
          </Facts>
        </>
      )}
      <div className="diagnostics-page__actions">
        <button
          type="button"
          className="button"
          disabled={reading || measuring}
          onClick={() => diagnostics.send({ type: 'REFRESH' })}
        >
          {intl.formatMessage({ id: 'diagnostics.refresh' })}
        </button>
        <button type="button" className="button" onClick={() => diagnostics.send({ type: 'COPY', text })}>
          {intl.formatMessage({ id: 'diagnostics.copy' })}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => diagnostics.send({ type: 'CLEAR' })}
        >
          {intl.formatMessage({ id: 'diagnostics.clear' })}
        </button>
      </div>
      {confirming && (
        <Dialog
          role="alertdialog"
          titleId="diagnostics-confirm-title"
          title={intl.formatMessage({ id: 'diagnostics.confirm.title' })}
          aria-describedby="diagnostics-confirm-body"
          onEscape={() => diagnostics.send({ type: 'CANCEL' })}
        >
          <p id="diagnostics-confirm-body" className="dialog__body">
            <FormattedMessage id="diagnostics.confirm.body" />
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => diagnostics.send({ type: 'CANCEL' })}>
              {intl.formatMessage({ id: 'diagnostics.confirm.cancel' })}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => diagnostics.send({ type: 'CONFIRM', signOut: true })}
            >
              {intl.formatMessage({ id: 'diagnostics.confirm.signOut' })}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => diagnostics.send({ type: 'CONFIRM', signOut: false })}
            >
              {intl.formatMessage({ id: 'diagnostics.confirm.keep' })}
            </button>
          </div>
        </Dialog>
      )}
    </PageFrame>
  );
}

/** One group of facts: a section named by its heading, holding a description list. */
function Facts({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const id = `diagnostics-${title.replace(/\./g, '-')}`;
  return (
    <section aria-labelledby={id} className="diagnostics-page__group">
      <h2 id={id}>{intl.formatMessage({ id: title })}</h2>
      <dl>{children}</dl>
    </section>
  );
}

/** One fact: its name and value; `live` when it changes on its own (the round trip), so it is announced. */
function Fact({ name, value, live = false }: { name: MessageId; value: string; live?: boolean }) {
  const intl = useIntl();
  return (
    <div className="diagnostics-page__fact">
      <dt>{intl.formatMessage({ id: name })}</dt>
      <dd aria-live={live ? 'polite' : undefined}>{value}</dd>
    </div>
  );
}
