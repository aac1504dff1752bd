import { useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { isLegalPath, type PromptsMachine } from '../../../machines/prompts/prompts.machine';
import {
  ageNoticeShown,
  type PromptKind,
  promptNeedsMoreTexts,
  promptsNotice,
  shownOffer,
  updateBonusResult,
} from '../../../machines/prompts/prompts.selectors';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import { installOffered } from '../../../machines/pwa/appInstall.selectors';
import { UPDATE_BONUS_COIN } from '../../api/contract/updateBonus';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { Dialog } from '../../ui/Dialog';
import { formatMoney } from '../../ui/Money';
import { NoticeToast } from '../shared/NoticeToast';
import './prompts.css';
import { hrefOf } from '../../platform/navigation/pages';
import { PromptsIntl } from './PromptsIntl';

type PromptsRef = ActorRefFrom<PromptsMachine>;

/** The texts of every prompt but the app-download popup: they load when one of those prompts shows. */
const MorePromptsIntl = lazy(() => import('./MorePromptsIntl'));

/**
 * The prompt the session's prompts child shows (machines/prompts/prompts.machine.ts): one dialog at a time. Loaded by
 * the app root only while a prompt is up, so guests who see none never download it.
 */
export function Prompts({ prompts }: { prompts: PromptsRef }) {
  const { pathname } = useLocation();
  const age = useSelector(prompts, ageNoticeShown);
  const offer = useSelector(prompts, shownOffer);
  const bonus = useSelector(prompts, updateBonusResult);
  const intl = useIntl();
  const toast = useSelector(prompts, promptsNotice);
  // A new guest on a phone meets the download popup: its texts come with this file, the others' only when needed.
  const moreTexts = useSelector(prompts, promptNeedsMoreTexts);
  // The browser offers to install the web app: Install opens its own dialog and closes this one.
  const installer = useActorRef(appInstallMachine);
  const canInstall = useSelector(installer, installOffered);
  const send = prompts.send;
  const press = (label: MessageId, type: PromptPress, primary = false): PromptAction => ({
    label,
    primary,
    onClick: () => send({ type }),
  });
  const install: PromptAction = {
    label: 'pwa.install',
    primary: true,
    onClick: () => {
      installer.send({ type: 'INSTALL' });
      send({ type: 'CLOSE' });
    },
  };
  const download = canInstall ? install : press('prompts.download', 'DOWNLOAD', true);
  /** The dialog of each promotional prompt: its name (class and ids), texts and buttons. */
  const dialogs: Record<Exclude<PromptKind, 'age' | 'updateBonus'>, PromptDialogProps> = {
    forceUpdate: {
      name: 'force-update',
      title: 'prompts.forceUpdate.title',
      body: 'prompts.forceUpdate.body',
      values: { amount: formatMoney(intl, UPDATE_BONUS_COIN) },
      actions: [press('prompts.download', 'DOWNLOAD', true), press('prompts.later', 'CLOSE')],
    },
    download: {
      name: 'download',
      title: 'prompts.download.title',
      body: 'prompts.download.body',
      actions: [download, press('prompts.noMore', 'NO_MORE'), press('prompts.later', 'CLOSE')],
    },
    androidChrome: {
      name: 'android-chrome',
      title: 'prompts.chrome.title',
      body: 'prompts.chrome.body',
      actions: [
        ...(canInstall ? [install] : []),
        press('prompts.chrome.open', 'OPEN_CHROME', !canInstall),
        press('prompts.chrome.copy', 'COPY'),
        press('prompts.noMore', 'NO_MORE'),
      ],
    },
    iosGuide: {
      name: 'ios-guide',
      title: 'prompts.ios.title',
      body: 'prompts.ios.body',
      actions: [press('prompts.gotIt', 'CLOSE', true)],
    },
  };
  let dialog = null;
  if (age) {
    if (!isLegalPath(pathname)) dialog = <AgeNotice onAccept={() => send({ type: 'ACCEPT' })} />;
  } else if (bonus) {
    // The force-update bonus: the amount paid, or why not with Retry (Not now puts it off for this visit).
    if ('paid' in bonus) {
      dialog = (
        <PromptDialog
          name="update-bonus"
          title="prompts.updateBonus.title"
          body="prompts.updateBonus.paid"
          values={{ amount: formatMoney(intl, bonus.paid) }}
          actions={[press('prompts.gotIt', 'CLOSE', true)]}
          status
        />
      );
    } else {
      dialog = (
        <PromptDialog
          name="update-bonus"
          title="prompts.updateBonus.failedTitle"
          body="prompts.updateBonus.failed"
          values={{ reason: intl.formatMessage({ id: bonus.error.id }, bonus.error.values) }}
          actions={[press('prompts.retry', 'RETRY', true), press('prompts.later', 'CLOSE')]}
        />
      );
    }
  } else if (offer) {
    dialog = <PromptDialog {...dialogs[offer]} />;
  }
  return (
    <PromptsIntl>
      {moreTexts ? <WithMoreTexts>{dialog}</WithMoreTexts> : dialog}
      <NoticeToast notice={toast} loading={undefined} />
    </PromptsIntl>
  );
}

function WithMoreTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <MorePromptsIntl>{children}</MorePromptsIntl>
    </Suspense>
  );
}

/** The buttons of the promotional prompts, each one event for the prompts machine. */
type PromptPress = 'DOWNLOAD' | 'CLOSE' | 'NO_MORE' | 'OPEN_CHROME' | 'COPY' | 'RETRY';

interface PromptAction {
  label: MessageId;
  primary?: boolean;
  onClick(): void;
}

interface PromptDialogProps {
  name: string;
  title: MessageId;
  body: MessageId;
  /** The body's placeholders (amounts already formatted). */
  values?: Record<string, string>;
  actions: PromptAction[];
  /** A result to read, not an alert: the dialog is a plain dialog. */
  status?: boolean;
}

function PromptDialog(props: PromptDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      role={props.status ? 'dialog' : 'alertdialog'}
      title={intl.formatMessage({ id: props.title })}
      className={`prompt prompt--${props.name}`}
      // Escape is the dismissing (secondary) action, where the prompt has one; a one-button notice is read to the end.
      onEscape={props.actions.find((action) => !action.primary)?.onClick}
    >
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
    </Dialog>
  );
}

/** The age notice of green mode: no Escape, it is accepted before playing (focus stays inside until then). */
function AgeNotice({ onAccept }: { onAccept(): void }) {
  const intl = useIntl();
  const bodyId = useId();
  return (
    <Dialog
      role="alertdialog"
      title={intl.formatMessage({ id: 'age.title' })}
      className="age-prompt"
      aria-describedby={bodyId}
    >
      <p id={bodyId} className="dialog__body">
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
    </Dialog>
  );
}
