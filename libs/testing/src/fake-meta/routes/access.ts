import { unknownObject } from '../graph-api-error';
import { type AdAccountRecord, type NodeEntry, type NodeKind } from '../graph-store';
import { type RouteContext } from './route';

/** The ad account in the path, if the token reaches it; Meta answers the same for missing and hidden. */
export function reachableAccount(context: RouteContext): AdAccountRecord {
  const id = context.path.account;
  if (!context.store.adAccounts.has(id) || !context.store.reaches(context.grant, id)) {
    throw unknownObject(context.method, id);
  }
  return context.store.account(id);
}

/** The node in the path, if it is one of `kinds` and the token reaches its ad account. */
export function reachableNode(context: RouteContext, kinds: readonly NodeKind[]): NodeEntry & { id: string } {
  const id = context.path.id;
  const entry = context.store.node(id);
  if (!entry || !kinds.includes(entry.kind) || !context.store.reaches(context.grant, entry.adAccountId)) {
    throw unknownObject(context.method, id);
  }
  return { ...entry, id };
}

/** An id given as a parameter (adset_id, creative_id, video_id) must name a node of this account. */
export function nodeInAccount(context: RouteContext, id: string, kind: NodeKind, adAccountId: string): boolean {
  const entry = context.store.node(id);
  return entry?.kind === kind && entry.adAccountId === adAccountId;
}
