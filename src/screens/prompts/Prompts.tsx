import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PromptsMachine } from '../../../machines/prompts/prompts.machine';
import { promptNeedsMoreTexts, promptsNotice, shownOffer } from '../../../machines/prompts/prompts.selectors';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import { installOffered } from '../../../machines/pwa/appInstall.selectors';
import { NoticeToast } from '../shared/NoticeToast';
import './prompts.css';
import { type PromptAction, PromptDialog, pressOf } from './PromptDialog';
import { PromptsIntl } from './PromptsIntl';

type PromptsRef = ActorRefFrom<PromptsMachine>;

/** Every prompt but the app-download popup, with their texts: loaded when one of them shows. */
const MorePrompts = lazy(() => import('./MorePrompts'));

/**
 * The prompt the session's prompts child shows (machines/prompts/prompts.machine.ts): one dialog at a time. Loaded by
 * the app root only while a prompt is up, so guests who see none never download it. It draws the app-download
 * popup, the one a new guest on a phone meets on the first screen; the others come with MorePrompts.tsx.
 */
export function Prompts({ prompts }: { prompts: PromptsRef }) {
  const offer = useSelector(prompts, shownOffer);
  const more = useSelector(prompts, promptNeedsMoreTexts);
  const toast = useSelector(prompts, promptsNotice);
  // The browser offers to install the web app: Install opens its own dialog and closes this one.
  const installer = useActorRef(appInstallMachine);
  const canInstall = useSelector(installer, installOffered);
  const press = pressOf(prompts.send);
  const install: PromptAction = {
    label: 'pwa.install',
    primary: true,
    onClick: () => {
      installer.send({ type: 'INSTALL' });
      prompts.send({ type: 'CLOSE' });
    },
  };
  let dialog = null;
  if (more) {
    dialog = (
      <Suspense fallback={null}>
        <MorePrompts prompts={prompts} install={canInstall ? install : null} />
      </Suspense>
    );
  } else if (offer) {
    // Any offer but the others is the app-download popup.
    dialog = (
      <PromptDialog
        name="download"
        title="prompts.download.title"
        body="prompts.download.body"
        actions={[
          canInstall ? install : press('prompts.download', 'DOWNLOAD', true),
          press('prompts.noMore', 'NO_MORE'),
          press('prompts.later', 'CLOSE'),
        ]}
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
