import { type EntityManager, IsNull } from 'typeorm';
import { endSessionsOfUser } from '../sessions/sessions.repository';
import { User } from '../users/user.entity';
import { PasswordReset } from './password-reset.entity';

/**
 * Every change of a customer's password goes through here, inside the caller's transaction: the
 * new hash is stored, every reset link not yet used is voided (a link mailed for the old password
 * must not outlive it), and whoever knew the old password is signed out everywhere. A change made
 * from a signed-in session keeps that one session (`keepSessionId`); a reset keeps none. Answers
 * how many sessions ended.
 */
export async function replacePassword(
  manager: EntityManager,
  userId: string,
  passwordHash: string,
  { keepSessionId = null }: { keepSessionId?: string | null } = {},
): Promise<number> {
  await manager.update(User, { id: userId }, { passwordHash });
  await voidOutstandingResets(manager, userId);
  return endSessionsOfUser(manager, userId, keepSessionId);
}

/** Deletes the user's reset links that are still usable; a used one is kept as the record of its use. */
export async function voidOutstandingResets(manager: EntityManager, userId: string): Promise<void> {
  await manager.delete(PasswordReset, { userId, usedAt: IsNull() });
}
