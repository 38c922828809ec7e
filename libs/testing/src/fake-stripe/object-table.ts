import { noSuchObjectInParam, noSuchObjectInPath } from './stripe-api-error';

/** One kind of Stripe object held in memory, keyed by id, in creation order. */
export class ObjectTable<T extends { id: string }> {
  private readonly rows = new Map<string, T>();

  /** @param label the noun Stripe uses in "No such …" messages, e.g. 'customer', 'PaymentMethod'. */
  constructor(readonly label: string) {}

  insert(row: T): T {
    this.rows.set(row.id, row);
    return row;
  }

  find(id: string): T | undefined {
    return this.rows.get(id);
  }

  /** For ids in the URL: a missing one is a 404. */
  fromPath(id: string): T {
    const row = this.rows.get(id);
    if (!row) throw noSuchObjectInPath(this.label, id);
    return row;
  }

  /** For ids sent as parameters: a missing one is a 400 naming the parameter. */
  fromParam(id: string, param: string): T {
    const row = this.rows.get(id);
    if (!row) throw noSuchObjectInParam(this.label, id, param);
    return row;
  }

  all(): T[] {
    return [...this.rows.values()];
  }
}
