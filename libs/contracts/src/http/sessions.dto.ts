/*
 * A customer's signed-in devices, as the Account page lists them (`GET /api/auth/sessions`).
 * Plain types: the web app imports them.
 */

export interface SessionView {
  id: string;
  /** Browser and system, from the User-Agent seen at sign-in: `Firefox 128 on Windows`; null when it said nothing useful. */
  device: string | null;
  /**
   * The network the sign-in came from, never the address itself: an IPv4 address's /24
   * (`203.0.113.0/24`) or an IPv6 address's /48 (`2001:db8:85a3::/48`); null when unknown.
   */
  network: string | null;
  /** When the device signed in (ISO 8601). */
  createdAt: string;
  /** When the session was last used, to within a few minutes (ISO 8601). */
  lastActiveAt: string;
  /** The session of the device asking. */
  current: boolean;
}

/** How many other sessions an action ended. */
export interface EndedSessions {
  ended: number;
}
