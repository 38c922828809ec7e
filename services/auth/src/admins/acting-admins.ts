import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type Admin } from './admin.entity';
import { AdminsRepository } from './admins.repository';
import { AuthErrors } from '../auth-errors';

/**
 * The admin an admin call names. The gateway takes the id from a live admin session, so a missing
 * row means the account was removed since: the call is treated as signed out, not as a bug.
 */
@Injectable()
export class ActingAdmins {
  constructor(private readonly admins: AdminsRepository) {}

  async require(adminId: string, manager?: EntityManager): Promise<Admin> {
    const admin = await this.admins.findById(adminId, manager);
    if (!admin) throw AuthErrors.authenticationRequired();
    return admin;
  }
}
