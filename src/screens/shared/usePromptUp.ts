import { useSelector } from '@xstate/react';
import { promptShowing } from '../../../machines/prompts/prompts.machine';
import { SessionContext } from './sessionContext';

/**
 * Whether a prompt (age, force update, download…) is on screen: the home's other overlays wait while one is, so
 * they never stack (machines/prompts/prompts.machine.ts, the session's child `prompts`).
 */
export function usePromptUp(): boolean {
  const prompts = SessionContext.useSelector((snapshot) => snapshot.children.prompts);
  return useSelector(prompts, (snapshot) => (snapshot ? promptShowing(snapshot.value) : false));
}
