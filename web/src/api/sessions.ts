import type { EndedSessions, SessionView } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

/** The account's signed-in devices, this one marked `current`. */
export function fetchSessions(options?: RequestOptions): Promise<SessionView[]> {
  return apiRead<SessionView[]>('/auth/sessions', options);
}

/** Signs one device out. Answers 204; 404 for a session that is gone (or was never this account's). */
export function endSession(sessionId: string): Promise<void> {
  return apiWrite<void>('DELETE', `/auth/sessions/${encodeURIComponent(sessionId)}`);
}

/** Signs every device but this one out. */
export function signOutOtherSessions(): Promise<EndedSessions> {
  return apiWrite<EndedSessions>('POST', '/auth/sessions/sign-out-others');
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the password; every other device is signed out, this one stays. */
export function changePassword(change: PasswordChange): Promise<{ success: true; ended: number }> {
  return apiWrite('POST', '/auth/change-password', change);
}
