import { JobCompletedV1, JobFailedV1 } from './job.events';
import { SubscriptionChangedV1 } from './subscription.events';
import { UserDeletedV1, UserRegisteredV1 } from './user.events';

/**
 * Event names are routing keys on the events exchange and are frozen once published: a new
 * payload shape gets a new version (`.v2`) beside the old one, never an edit in place.
 */
export const Events = {
  UserRegistered: 'user.registered.v1',
  UserDeleted: 'user.deleted.v1',
  SubscriptionChanged: 'subscription.changed.v1',
  JobCompleted: 'job.completed.v1',
  JobFailed: 'job.failed.v1',
} as const;

export type EventName = (typeof Events)[keyof typeof Events];

/** Ties each event name to its payload: publishers and consumers both type against it. */
export interface EventMap {
  'user.registered.v1': UserRegisteredV1;
  'user.deleted.v1': UserDeletedV1;
  'subscription.changed.v1': SubscriptionChangedV1;
  'job.completed.v1': JobCompletedV1;
  'job.failed.v1': JobFailedV1;
}

type PayloadClass<T> = new () => T;

/** The payload class of each event, used to validate what arrives before a handler sees it. */
export const EVENT_PAYLOADS: { [K in EventName]: PayloadClass<EventMap[K]> } = {
  'user.registered.v1': UserRegisteredV1,
  'user.deleted.v1': UserDeletedV1,
  'subscription.changed.v1': SubscriptionChangedV1,
  'job.completed.v1': JobCompletedV1,
  'job.failed.v1': JobFailedV1,
};

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(EVENT_PAYLOADS, name);
}
