import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DevMailboxMessageView, type DevMailboxRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { DataSource } from 'typeorm';
import { DevMailboxMessage } from './dev-mailbox.entity';

/** Lets the gateway show a developer what would have been sent, newest first. */
@Controller()
export class DevMailboxController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnRequest(Rpc.DevMailbox)
  async list(request: DevMailboxRequest): Promise<DevMailboxMessageView[]> {
    const rows = await this.dataSource.getRepository(DevMailboxMessage).find({ order: { receivedAt: 'DESC' }, take: request.limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      receivedAt: row.receivedAt.toISOString(),
    }));
  }
}
