import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { agePromptMachine, isLegalPath } from '../../../machines/agePrompt.machine';
import '../../ui/ConfirmDialog.css';
import { SessionContext } from './sessionContext';

/**
 * The age notice popup (spec §2 Prompts, §4): mounted once in the app root. The machine starts when the web
 * configuration is known (again if the mode changes); it never covers the terms and privacy pages.
 */
export function AgePrompt() {
  const mode = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.mode ?? null);
  if (mode === null) return null;
  return <AgePromptDialog key={mode} green={mode === 'green'} />;
}

function AgePromptDialog({ green }: { green: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const prompt = useActorRef(agePromptMachine, { input: { green } });
  const showing = useSelector(prompt, (snapshot) => snapshot.matches('showing'));
  if (!showing || isLegalPath(pathname)) return null;
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog age-prompt"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="age-prompt-title"
        aria-describedby="age-prompt-body"
      >
        <h2 id="age-prompt-title" className="dialog__title">
          {intl.formatMessage({ id: 'age.title' })}
        </h2>
        <p id="age-prompt-body" className="dialog__body">
          {intl.formatMessage({ id: 'age.body' })}
        </p>
        <p className="dialog__body">
          <Link to="/terms-of-use">{intl.formatMessage({ id: 'age.terms' })}</Link>
          {' · '}
          <Link to="/privacy-policy">{intl.formatMessage({ id: 'footer.privacy' })}</Link>
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => prompt.send({ type: 'ACCEPT' })}>
            {intl.formatMessage({ id: 'age.accept' })}
          </button>
        </div>
      </div>
    </div>
  );
}
