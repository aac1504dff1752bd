import type { ShareLinkEvent } from '../../../machines/activity/shareLink.machine';
import { shareLinkMachine } from '../../../machines/activity/shareLink.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { WebShareOutcome } from '../../../src/platform/exchange/share';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const inviteLink = 'http://localhost/s/abcdEFGH';
const path = '/app/v1/shortUrl';

const events: ShareLinkEvent[] = [
  { type: 'BIND' },
  { type: 'COPY', text: inviteLink },
  { type: 'SHARE' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.link', output: inviteLink, actorId: 'link' },
  { type: 'xstate.error.actor.link', error: new ErrcodeError(path, 1003, 200), actorId: 'link' },
  { type: 'xstate.error.actor.link', error: new NetworkError(path, new Error('offline')), actorId: 'link' },
  { type: 'xstate.done.actor.copyText', output: true, actorId: 'copyText' },
  { type: 'xstate.done.actor.copyText', output: false, actorId: 'copyText' },
  { type: 'xstate.error.actor.copyText', error: new Error('no clipboard'), actorId: 'copyText' },
  ...(['shared', 'cancelled', 'failed'] as const).map((output) => ({
    type: 'xstate.done.actor.webShare' as const,
    output,
    actorId: 'webShare' as const,
  })),
];

function spec(hasMobile: boolean, webShare: boolean) {
  return defineMachineSpec({
    name: 'shareLink',
    machine: shareLinkMachine,
    input: { source: 'inviteFriends', hasMobile, webShare, session: { send: () => undefined } },
    events,
    mocks: (mocks) => ({
      link: mocks.promise<string, { source: string }>(),
      copyText: mocks.promise<boolean, { text: string }>(),
      webShare: mocks.promise<WebShareOutcome, { link: string }>(),
    }),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.link !== null, snapshot.context.notice?.id ?? null]),
  });
}

/** No bound mobile (/bind first); a bound one on a browser with a share sheet; one without. */
export const shareLinkSpecs = [spec(false, true), spec(true, true), spec(true, false)];
