import type { SessionView } from '@reelmix/contracts/browser';

/** The device as the list names it; sessions from before devices were recorded, or from tools, say nothing. */
export function deviceName(session: SessionView): string {
  return session.device ?? 'Unknown device';
}

/** Where the sign-in came from, as far as the product keeps it. */
export function networkLabel(session: SessionView): string {
  return session.network ? `Network ${session.network}` : 'Network unknown';
}
