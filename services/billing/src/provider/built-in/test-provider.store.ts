import { DataSource } from 'typeorm';
import { TestProviderObject } from './test-provider-object.entity';

/** Reads and writes the test provider's objects as plain JSON documents. */
export class TestProviderStore {
  constructor(private readonly dataSource: DataSource) {}

  async get<T>(kind: TestProviderObject['kind'], id: string): Promise<T | null> {
    const row = await this.dataSource.getRepository(TestProviderObject).findOneBy({ id, kind });
    return row ? (row.data as T) : null;
  }

  async put<T extends { id: string }>(kind: TestProviderObject['kind'], object: T): Promise<T> {
    const row: Pick<TestProviderObject, 'id' | 'kind' | 'data'> = { id: object.id, kind, data: { ...object } };
    await this.dataSource.getRepository(TestProviderObject).save(row);
    return object;
  }

  async all<T>(kind: TestProviderObject['kind']): Promise<T[]> {
    const rows = await this.dataSource.getRepository(TestProviderObject).findBy({ kind });
    return rows.map((row) => row.data as T);
  }
}
