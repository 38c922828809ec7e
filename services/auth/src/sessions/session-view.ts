import type { SessionView } from '@reelmix/contracts';
import { deviceSummary } from './device-summary';
import { type Session } from './session.entity';

/** A session as its owner's device list shows it; `current` marks the session asking. */
export function toSessionView(session: Session, currentSessionId: string): SessionView {
  return {
    id: session.id,
    device: deviceSummary(session.userAgent),
    network: session.network,
    createdAt: session.createdAt.toISOString(),
    lastActiveAt: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  };
}
