import { contentChoicesMachine } from '../../../machines/ops/contentChoices.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const choiceGroups = [
  {
    name: 'floating' as const,
    choices: [
      { key: 'firstCharge', on: true },
      { key: 'inviteFriends', on: true },
      { key: 'freeSign', on: false },
      { key: 'more', on: true },
    ],
  },
  {
    name: 'featured' as const,
    choices: [
      { key: 'FirstCharge', on: true },
      { key: 'VIP', on: true },
      { key: 'deposit', on: false },
    ],
  },
];

/** Floating icons and featured rewards: turned on and off, moved, saved; refusals and a 401. */
export const contentChoicesSpec = defineMachineSpec({
  name: 'contentChoices',
  machine: contentChoicesMachine,
  input: queueInput,
  events: [
    settled('load', { list: choiceGroups }),
    refused('load', 500),
    refused('load', 401),
    settled('save', { floating: choiceGroups[0]!.choices }),
    refused('save', 400),
    refused('save', 401),
    { type: 'TOGGLE', list: 'floating', key: 'freeSign' },
    { type: 'MOVE', list: 'featured', key: 'VIP', by: -1 },
    { type: 'SAVE', list: 'floating' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), save: m.promise() }),
  serializeState: (s) => JSON.stringify(s.value),
});
