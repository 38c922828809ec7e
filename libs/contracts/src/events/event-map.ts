import { AdPublishedV1, PublicationFailedV1 } from './ad-publishing.events';
import { AdminActionRecordedV1, AdminProDecidedV1 } from './admin.events';
import { AffiliateEnrolledV1, CommissionCreatedV1 } from './affiliate.events';
import {
  InvoicePaidV1,
  InvoiceRefundedV1,
  PaymentMethodSavedV1,
  ReferredRegistrationV1,
  SubscriptionCancelledV1,
  TrialEndingV1,
  TrialStartedV1,
} from './billing.events';
import { ClipLabelChangedV1 } from './clip.events';
import { JobCompletedV1, JobFailedV1, JobOutputStoredV1 } from './job.events';
import { CombineRequestedV1, NormaliseRequestedV1, OutputDoneV1, RenderFailedV1, SegmentDoneV1 } from './render.events';
import { SubscriptionChangedV1 } from './subscription.events';
import { PasswordResetRequestedV1, PasswordResetRequestedV2, UserDeletedV1, UserRegisteredV1 } from './user.events';

/**
 * Event names are routing keys on the events exchange and are frozen once published: a new
 * payload shape gets a new version (`.v2`) beside the old one, never an edit in place.
 */
export const Events = {
  UserRegistered: 'user.registered.v1',
  UserDeleted: 'user.deleted.v1',
  PasswordResetRequested: 'password-reset.requested.v2',
  /** Replaced by `.v2`; mail handles one still in flight (see PasswordResetRequestedV1). */
  PasswordResetRequestedV1: 'password-reset.requested.v1',
  SubscriptionChanged: 'subscription.changed.v1',
  TrialStarted: 'subscription.trial-started.v1',
  TrialEnding: 'subscription.trial-ending.v1',
  SubscriptionCancelled: 'subscription.cancelled.v1',
  InvoicePaid: 'invoice.paid.v1',
  InvoiceRefunded: 'invoice.refunded.v1',
  PaymentMethodSaved: 'payment-method.saved.v1',
  ReferredRegistration: 'registration.referred.v1',
  AffiliateEnrolled: 'affiliate.enrolled.v1',
  CommissionCreated: 'commission.created.v1',
  JobCompleted: 'job.completed.v1',
  JobFailed: 'job.failed.v1',
  JobOutputStored: 'job.output-stored.v1',
  NormaliseRequested: 'render.normalise.requested.v1',
  CombineRequested: 'render.combine.requested.v1',
  SegmentDone: 'render.segment.done.v1',
  OutputDone: 'render.output.done.v1',
  RenderFailed: 'render.failed.v1',
  AdminActionRecorded: 'admin.action-recorded.v1',
  AdminProDecided: 'admin.pro-decided.v1',
  ClipLabelChanged: 'clip.label-changed.v1',
  AdPublished: 'ad.published.v1',
  PublicationFailed: 'publication.failed.v1',
} as const;

export type EventName = (typeof Events)[keyof typeof Events];

/** Ties each event name to its payload: publishers and consumers both type against it. */
export interface EventMap {
  'user.registered.v1': UserRegisteredV1;
  'user.deleted.v1': UserDeletedV1;
  'password-reset.requested.v1': PasswordResetRequestedV1;
  'password-reset.requested.v2': PasswordResetRequestedV2;
  'subscription.changed.v1': SubscriptionChangedV1;
  'subscription.trial-started.v1': TrialStartedV1;
  'subscription.trial-ending.v1': TrialEndingV1;
  'subscription.cancelled.v1': SubscriptionCancelledV1;
  'invoice.paid.v1': InvoicePaidV1;
  'invoice.refunded.v1': InvoiceRefundedV1;
  'payment-method.saved.v1': PaymentMethodSavedV1;
  'registration.referred.v1': ReferredRegistrationV1;
  'affiliate.enrolled.v1': AffiliateEnrolledV1;
  'commission.created.v1': CommissionCreatedV1;
  'job.completed.v1': JobCompletedV1;
  'job.failed.v1': JobFailedV1;
  'job.output-stored.v1': JobOutputStoredV1;
  'render.normalise.requested.v1': NormaliseRequestedV1;
  'render.combine.requested.v1': CombineRequestedV1;
  'render.segment.done.v1': SegmentDoneV1;
  'render.output.done.v1': OutputDoneV1;
  'render.failed.v1': RenderFailedV1;
  'admin.action-recorded.v1': AdminActionRecordedV1;
  'admin.pro-decided.v1': AdminProDecidedV1;
  'clip.label-changed.v1': ClipLabelChangedV1;
  'ad.published.v1': AdPublishedV1;
  'publication.failed.v1': PublicationFailedV1;
}

type PayloadClass<T> = new () => T;

/** The payload class of each event, used to validate what arrives before a handler sees it. */
export const EVENT_PAYLOADS: { [K in EventName]: PayloadClass<EventMap[K]> } = {
  'user.registered.v1': UserRegisteredV1,
  'user.deleted.v1': UserDeletedV1,
  'password-reset.requested.v1': PasswordResetRequestedV1,
  'password-reset.requested.v2': PasswordResetRequestedV2,
  'subscription.changed.v1': SubscriptionChangedV1,
  'subscription.trial-started.v1': TrialStartedV1,
  'subscription.trial-ending.v1': TrialEndingV1,
  'subscription.cancelled.v1': SubscriptionCancelledV1,
  'invoice.paid.v1': InvoicePaidV1,
  'invoice.refunded.v1': InvoiceRefundedV1,
  'payment-method.saved.v1': PaymentMethodSavedV1,
  'registration.referred.v1': ReferredRegistrationV1,
  'affiliate.enrolled.v1': AffiliateEnrolledV1,
  'commission.created.v1': CommissionCreatedV1,
  'job.completed.v1': JobCompletedV1,
  'job.failed.v1': JobFailedV1,
  'job.output-stored.v1': JobOutputStoredV1,
  'render.normalise.requested.v1': NormaliseRequestedV1,
  'render.combine.requested.v1': CombineRequestedV1,
  'render.segment.done.v1': SegmentDoneV1,
  'render.output.done.v1': OutputDoneV1,
  'render.failed.v1': RenderFailedV1,
  'admin.action-recorded.v1': AdminActionRecordedV1,
  'admin.pro-decided.v1': AdminProDecidedV1,
  'clip.label-changed.v1': ClipLabelChangedV1,
  'ad.published.v1': AdPublishedV1,
  'publication.failed.v1': PublicationFailedV1,
};

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(EVENT_PAYLOADS, name);
}
