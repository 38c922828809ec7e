import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from '../outbox/outgoing-mail.entity';

/** Somewhere a mail can be handed over. Throws when it was not taken; the sender then retries. */
export interface MailTransport {
  readonly name: string;
  /** `manager` is the transaction that marks the mail sent, for transports that write to Postgres. */
  send(mail: OutgoingMail, manager: EntityManager): Promise<void>;
  close(): void;
}
