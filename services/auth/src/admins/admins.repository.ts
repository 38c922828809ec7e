import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Admin } from './admin.entity';

export interface NewAdmin {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** The `auth.admins` table. */
@Injectable()
export class AdminsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By the lower-cased e-mail the table stores. */
  findByEmail(email: string): Promise<Admin | null> {
    return this.dataSource.getRepository(Admin).findOneBy({ email });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<Admin | null> {
    return manager.findOneBy(Admin, { id });
  }

  /** Every admin, by e-mail: a handful, for the audit log's filter. */
  all(): Promise<Admin[]> {
    return this.dataSource.getRepository(Admin).find({ order: { email: 'ASC' } });
  }

  /** The new admin, or `null` when the e-mail is taken (the unique index decides). */
  async insert(manager: EntityManager, admin: NewAdmin): Promise<Admin | null> {
    try {
      const result = await manager.createQueryBuilder().insert().into(Admin).values(admin).returning(['id']).execute();
      const [row] = result.raw as Array<{ id: string }>;
      return await manager.findOneByOrFail(Admin, { id: row.id });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Answers `taken` when another admin has the e-mail. */
  async updateProfile(manager: EntityManager, id: string, profile: Pick<Admin, 'firstName' | 'lastName' | 'email'>): Promise<'updated' | 'taken'> {
    try {
      await manager.update(Admin, { id }, profile);
      return 'updated';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async setPasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(Admin, { id }, { passwordHash });
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'admins_email_key';
}
