import { fromPromise } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { CustomerService } from '../../src/api/contract/entities';

/**
 * What the two customer-service machines share (the header's button, machines/lobby/customerService.machine.ts,
 * and the /service page, machines/profile/serviceDesk.machine.ts): the list they read, the URL they ask the screen
 * to open, and the 5 s during which presses are ignored after an external opening (spec §5, §9).
 */

export type ServiceList = { appCustomerServiceQueue: CustomerService[] };

/** getCustomerServices: the configured entries (live chat isOut 0, external isOut 1). */
export const getCustomerServices = fromPromise<ServiceList>(({ signal }) =>
  callApi('getCustomerServices', {}, { signal }),
);

/** The entries of an answer (none when it carries no list). */
export const servicesOf = (answer: ServiceList): CustomerService[] => answer.appCustomerServiceQueue ?? [];

/** What the screen's adapter receives: open this URL in a new tab (machines never touch window). */
export interface OpenUrlEmitted {
  type: 'openUrl';
  url: string;
}

/** Presses are ignored this long after an external opening (spec §5, §9). */
export const SERVICE_THROTTLE_MS = 5_000;
