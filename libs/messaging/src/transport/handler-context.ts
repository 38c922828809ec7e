import { EventName } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';

/** What an event handler gets besides the payload. */
export interface EventContext {
  messageId: string;
  eventName: EventName;
  correlationId?: string;
  /** Deliveries before this one; above 0 the previous attempt failed or its worker died. */
  previousDeliveries: number;
  /**
   * The transaction the handler's writes belong to. The inbox entry is in it too, and the message
   * is acked only after it commits: the effect and "handled" are recorded together or not at all.
   */
  manager: EntityManager;
}

export interface RequestContext {
  pattern: string;
  correlationId?: string;
}

/** What a handler may return instead of throwing when there is nothing to do. */
export type HandlerOutcome = 'done' | 'skipped' | void;
