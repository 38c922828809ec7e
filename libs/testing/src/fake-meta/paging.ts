import { invalidParameter } from './graph-api-error';

const DEFAULT_PAGE_SIZE = 25;

export interface GraphPage<T> {
  data: T[];
  paging?: { cursors: { before: string; after: string }; next?: string };
}

function cursorFor(index: number): string {
  return Buffer.from(`fake:${index}`).toString('base64url');
}

function indexOf(cursor: string): number {
  const index = Number(Buffer.from(cursor, 'base64url').toString('utf8').replace(/^fake:/, ''));
  if (!Number.isSafeInteger(index) || index < 0) throw invalidParameter('Invalid cursor in param after');
  return index;
}

/** Graph's cursor paging: `limit` and `after`, with `paging.next` only while more rows remain. */
export function pageOf<T>(rows: readonly T[], query: { limit?: string; after?: string }, selfUrl: URL): GraphPage<T> {
  const limit = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
  if (!Number.isSafeInteger(limit) || limit < 1) throw invalidParameter('Param limit must be a positive integer');
  const start = query.after === undefined ? 0 : indexOf(query.after) + 1;
  const data = rows.slice(start, start + limit);
  if (data.length === 0) return { data };
  const last = start + data.length - 1;
  const paging: NonNullable<GraphPage<T>['paging']> = { cursors: { before: cursorFor(start), after: cursorFor(last) } };
  if (last < rows.length - 1) {
    const next = new URL(selfUrl);
    next.searchParams.delete('access_token');
    next.searchParams.set('after', cursorFor(last));
    paging.next = next.toString();
  }
  return { data, paging };
}
