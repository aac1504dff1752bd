import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { isLegalPath, type PromptsMachine } from '../../../machines/prompts/prompts.machine';
import { shownPrompt } from '../../../machines/prompts/prompts.selectors';
import { appInstallMachine } from '../../../machines/shared/appInstall.machine';
import { installOffered } from '../../../machines/shared/appInstall.selectors';
import type { MessageId } from '../../platform/intl/messages';
import '../../ui/ConfirmDialog.css';
import { NoticeToast } from '../shared/NoticeToast';
import './prompts.css';
import { useModalFocus } from '../../platform/modalFocus';
import { hrefOf } from '../../platform/pages';
import { PromptsIntl } from './PromptsIntl';

type PromptsRef = ActorRefFrom<PromptsMachine>;

/**
 * The prompt the session's prompts child shows (machines/prompts/prompts.machine.ts): one dialog at a time. Loaded by
 * the app root only while a prompt is up, so guests who see none never download it.
 */
export function Prompts({ prompts }: { prompts: PromptsRef }) {
  const { pathname } = useLocation();
  const prompt = useSelector(prompts, shownPrompt);
  const toast = useSelector(prompts, (snapshot) => snapshot.context.notice);
  // The browser offers to install the web app (issue 17): Install opens its own dialog and closes this one.
  const installer = useActorRef(appInstallMachine);
  const canInstall = useSelector(installer, installOffered);
  const install: PromptAction = {
    label: 'pwa.install',
    primary: true,
    onClick: () => {
      installer.send({ type: 'INSTALL' });
      send({ type: 'CLOSE' });
    },
  };
  const send = prompts.send;
  let dialog = null;
  if (prompt === 'age' && !isLegalPath(pathname)) dialog = <AgeNotice onAccept={() => send({ type: 'ACCEPT' })} />;
  if (prompt === 'forceUpdate') {
    dialog = (
      <PromptDialog
        name="force-update"
        title="prompts.forceUpdate.title"
        body="prompts.forceUpdate.body"
        actions={[
          { label: 'prompts.download', primary: true, onClick: () => send({ type: 'DOWNLOAD' }) },
          { label: 'prompts.later', onClick: () => send({ type: 'CLOSE' }) },
        ]}
      />
    );
  }
  if (prompt === 'download') {
    dialog = (
      <PromptDialog
        name="download"
        title="prompts.download.title"
        body="prompts.download.body"
        actions={[
          canInstall
            ? install
            : { label: 'prompts.download', primary: true, onClick: () => send({ type: 'DOWNLOAD' }) },
          { label: 'prompts.noMore', onClick: () => send({ type: 'NO_MORE' }) },
          { label: 'prompts.later', onClick: () => send({ type: 'CLOSE' }) },
        ]}
      />
    );
  }
  if (prompt === 'androidChrome') {
    dialog = (
      <PromptDialog
        name="android-chrome"
        title="prompts.chrome.title"
        body="prompts.chrome.body"
        actions={[
          ...(canInstall ? [install] : []),
          { label: 'prompts.chrome.open', primary: !canInstall, onClick: () => send({ type: 'OPEN_CHROME' }) },
          { label: 'prompts.chrome.copy', onClick: () => send({ type: 'COPY' }) },
          { label: 'prompts.noMore', onClick: () => send({ type: 'NO_MORE' }) },
        ]}
      />
    );
  }
  if (prompt === 'iosGuide') {
    dialog = (
      <PromptDialog
        name="ios-guide"
        title="prompts.ios.title"
        body="prompts.ios.body"
        actions={[{ label: 'prompts.gotIt', primary: true, onClick: () => send({ type: 'CLOSE' }) }]}
      />
    );
  }
  return (
    <PromptsIntl>
      {dialog}
      <NoticeToast notice={toast} loading={undefined} />
    </PromptsIntl>
  );
}

interface PromptAction {
  label: MessageId;
  primary?: boolean;
  onClick(): void;
}

function PromptDialog(props: {
  name: string;
  title: MessageId;
  body: MessageId;
  values?: Record<string, string | number>;
  actions: PromptAction[];
}) {
  const intl = useIntl();
  const titleId = `prompt-${props.name}-title`;
  // Escape is the dismissing (secondary) action, where the prompt has one; a one-button notice is read to the end.
  const focus = useModalFocus<HTMLDivElement>(props.actions.find((action) => !action.primary)?.onClick);
  return (
    <div className="dialog-backdrop">
      <div
        ref={focus}
        className={`dialog prompt prompt--${props.name}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="dialog__title">
          {intl.formatMessage({ id: props.title })}
        </h2>
        <p className="dialog__body">{intl.formatMessage({ id: props.body }, props.values)}</p>
        <div className="dialog__actions prompt__actions">
          {props.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'button button--primary' : 'button'}
              onClick={action.onClick}
            >
              {intl.formatMessage({ id: action.label })}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function AgeNotice({ onAccept }: { onAccept(): void }) {
  const intl = useIntl();
  // No Escape: the notice is accepted before playing (focus stays inside until then).
  const focus = useModalFocus<HTMLDivElement>();
  return (
    <div className="dialog-backdrop">
      <div
        ref={focus}
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
          <Link to={hrefOf({ page: 'termsOfUse' })}>{intl.formatMessage({ id: 'age.terms' })}</Link>
          {' · '}
          <Link to={hrefOf({ page: 'privacyPolicy' })}>{intl.formatMessage({ id: 'footer.privacy' })}</Link>
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onAccept}>
            {intl.formatMessage({ id: 'age.accept' })}
          </button>
        </div>
      </div>
    </div>
  );
}
