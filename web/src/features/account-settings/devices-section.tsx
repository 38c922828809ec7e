import type { SessionView } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useId } from 'react';
import { formatDateTime, formatRelative } from '../dashboard/format-date';
import { deviceName, networkLabel } from './device-labels';
import { useSessionSignOuts } from './use-session-sign-outs';
import { useSessions } from './use-sessions';

/**
 * Where the account is signed in: each device with when it signed in and was last active, this one
 * marked. Any other device can be signed out, one at a time or all at once.
 */
export function DevicesSection() {
  const titleId = useId();
  const sessions = useSessions();
  const { one, others } = useSessionSignOuts();
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <section className="account-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-settings__title">
        Signed-in devices
      </h2>
      <p className="account-settings__lead">
        Devices stay signed in for up to 30 days, and are signed out after a week without use. If you see one you do not recognise, sign it
        out and change your password.
      </p>

      {sessions.isPending && <Spinner label="Loading your devices" />}
      {sessions.isError && (
        <div className="account-settings__problem" role="alert">
          <p>Your devices could not be loaded. Please try again.</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {list.length > 0 && (
        <ul className="device-list" aria-label="Your signed-in devices">
          {list.map((session) => (
            <DeviceItem key={session.id} session={session} busy={one.isPending && one.variables?.id === session.id} onSignOut={() => one.mutate(session)} />
          ))}
        </ul>
      )}
      {hasOthers && (
        <Button variant="outline" loading={others.isPending} onClick={() => others.mutate()}>
          Sign out other devices
        </Button>
      )}
    </section>
  );
}

function DeviceItem({ session, busy, onSignOut }: { session: SessionView; busy: boolean; onSignOut: () => void }) {
  const name = deviceName(session);
  return (
    <li className="device-list__item" aria-label={session.current ? `${name}, this device` : name}>
      <div className="device-list__about">
        <p className="device-list__name">
          {name}
          {session.current && <span className="device-list__current">This device</span>}
        </p>
        <p className="device-list__detail">{networkLabel(session)}</p>
        <p className="device-list__detail">
          Signed in {formatDateTime(session.createdAt)} · Last active {session.current ? 'now' : formatRelative(session.lastActiveAt)}
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" loading={busy} aria-label={`Sign out ${name}`} onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}
