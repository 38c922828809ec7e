import { IsInt, Max, Min } from 'class-validator';

/** Mail kept by the dev mailbox (no SMTP server configured), newest first. */
export class DevMailboxRequest {
  @IsInt() @Min(1) @Max(200) limit!: number;
}

export interface DevMailboxMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}
