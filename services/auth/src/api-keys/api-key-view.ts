import type { ApiKeyView } from '@reelmix/contracts';
import { type ApiKeyWithUsage } from './api-keys.repository';

/** A key as its owner sees it in lists: the readable prefix, never the key or its hash. */
export function toApiKeyView(key: ApiKeyWithUsage): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    usage: { today: key.callsToday, last30Days: key.callsLast30Days },
  };
}
