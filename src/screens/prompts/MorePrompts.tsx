import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { isLegalPath, type PromptsMachine } from '../../../machines/prompts/prompts.machine';
import {
  ageNoticeShown,
  type PromptKind,
  shownOffer,
  updateBonusResult,
} from '../../../machines/prompts/prompts.selectors';
import { UPDATE_BONUS_COIN } from '../../api/contract/updateBonus';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Dialog } from '../../ui/Dialog';
import { formatMoney } from '../../ui/Money';
import MorePromptsIntl from './MorePromptsIntl';
import { type PromptAction, PromptDialog, type PromptDialogProps, pressOf } from './PromptDialog';

/**
 * Every prompt but the app-download popup (src/screens/prompts/Prompts.tsx loads this file when one of them shows):
 * the age notice, the force-update bonus's result, the force-update popup, the Android Chrome prompt and the iOS
 * guide, with their texts. A new guest on a phone meets the download popup, so none of this is on its first screen.
 */
export default function MorePrompts({
  prompts,
  install,
}: {
  prompts: ActorRefFrom<PromptsMachine>;
  /** The browser's own install, when it offers one (the Android Chrome prompt adds it first). */
  install: PromptAction | null;
}) {
  const { pathname } = useLocation();
  const age = useSelector(prompts, ageNoticeShown);
  const offer = useSelector(prompts, shownOffer);
  const bonus = useSelector(prompts, updateBonusResult);
  const intl = useIntl();
  const press = pressOf(prompts.send);
  /** The dialog of each promotional prompt but the download popup: its name (class and ids), texts and buttons. */
  const dialogs: Record<Exclude<PromptKind, 'age' | 'updateBonus' | 'download'>, PromptDialogProps> = {
    forceUpdate: {
      name: 'force-update',
      title: 'prompts.forceUpdate.title',
      body: 'prompts.forceUpdate.body',
      values: { amount: formatMoney(intl, UPDATE_BONUS_COIN) },
      actions: [press('prompts.download', 'DOWNLOAD', true), press('prompts.later', 'CLOSE')],
    },
    androidChrome: {
      name: 'android-chrome',
      title: 'prompts.chrome.title',
      body: 'prompts.chrome.body',
      actions: [
        ...(install ? [install] : []),
        press('prompts.chrome.open', 'OPEN_CHROME', !install),
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
    if (!isLegalPath(pathname)) dialog = <AgeNotice onAccept={() => prompts.send({ type: 'ACCEPT' })} />;
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
  } else if (offer && offer in dialogs) {
    dialog = <PromptDialog {...dialogs[offer as keyof typeof dialogs]} />;
  }
  return <MorePromptsIntl>{dialog}</MorePromptsIntl>;
}

/** The age notice (green mode, or every mode by the operator): no Escape, it is accepted before playing (focus stays inside until then). */
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
