import { AGE_TIP_KEY, agePromptMachine } from '../../machines/agePrompt.machine';
import { local } from '../../src/platform/storage';
import { defineMachineSpec } from './coverage/measureCoverage';
import { clearStores } from './login.coverage';

const spec = (green: boolean, acceptedBefore: boolean) =>
  defineMachineSpec({
    name: 'agePrompt',
    machine: agePromptMachine,
    input: { green },
    events: [],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    prepare: () => {
      clearStores();
      if (acceptedBefore) local.set('uiTips', { [AGE_TIP_KEY]: true });
    },
  });

/** Green mode for the first time, green mode accepted on an earlier visit, and normal mode. */
export const agePromptSpecs = [spec(true, false), spec(true, true), spec(false, false)];
