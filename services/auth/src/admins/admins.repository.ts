import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Admin } from './admin.entity';

/** The `auth.admins` table. */
@Injectable()
export class AdminsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By the lower-cased e-mail the table stores. */
  findByEmail(email: string): Promise<Admin | null> {
    return this.dataSource.getRepository(Admin).findOneBy({ email });
  }
}
