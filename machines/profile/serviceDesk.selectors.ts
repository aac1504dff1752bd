import type { SnapshotFrom } from 'xstate';
import type { ServiceDeskMachine } from './serviceDesk.machine';

type ServiceDeskSnapshot = SnapshotFrom<ServiceDeskMachine>;

export const serviceDeskLoading = (snapshot: ServiceDeskSnapshot) => snapshot.hasTag('loading');
export const serviceDeskFailed = (snapshot: ServiceDeskSnapshot) => snapshot.hasTag('failed');
export const serviceDeskListed = (snapshot: ServiceDeskSnapshot) => snapshot.hasTag('listed');
export const serviceDeskThrottled = (snapshot: ServiceDeskSnapshot) => snapshot.hasTag('throttled');
export const serviceDeskServices = (snapshot: ServiceDeskSnapshot) => snapshot.context.services;
export const serviceDeskChatUrl = (snapshot: ServiceDeskSnapshot) => snapshot.context.chatUrl;
