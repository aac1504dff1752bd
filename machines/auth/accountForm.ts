import type { WebConfig } from '../../src/api/contract/entities';
import { type Bounds, phoneBoundsOf } from '../shared/validation';
import type { SendCodeEvent } from './sendCode.machine';

/** The SEND event for the session's send-code child (smsSend `kind`) for this mobile and config. */
export function sendCodeEvent(
  mobile: string,
  config: Bounds & Pick<WebConfig, 'countryCode'>,
  kind: SendCodeEvent['kind'],
): SendCodeEvent {
  return { type: 'SEND', mobile, countryCode: config.countryCode, kind, bounds: phoneBoundsOf(config) };
}
