import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';
import { type Admin } from './admin.entity';
import { AdminsRepository } from './admins.repository';
import { AUTHENTICATION_REQUIRED } from '../sessions/sessions.service';

/**
 * The admin an admin call names. The gateway takes the id from a live admin session, so a missing
 * row means the account was removed since: the call is treated as signed out, not as a bug.
 */
@Injectable()
export class ActingAdmins {
  constructor(private readonly admins: AdminsRepository) {}

  async require(adminId: string, manager?: EntityManager): Promise<Admin> {
    const admin = await this.admins.findById(adminId, manager);
    if (!admin) throw new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED);
    return admin;
  }
}
