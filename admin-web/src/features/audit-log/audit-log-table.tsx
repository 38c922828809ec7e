import type { AdminAuditEntryView } from '@reelmix/contracts/browser';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { buildRoute, ROUTES } from '../../routes';
import { AUDIT_ACTION_LABELS, changeInWords, targetInWords } from './audit-words';

interface AuditLogTableProps {
  entries: AdminAuditEntryView[];
  admins: ReadonlyArray<{ id: string; email: string }>;
}

/** The log, newest first: when, who and from where, what they did, to what, and what changed. */
export function AuditLogTable({ entries, admins }: AuditLogTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--stacking">
        <caption className="rm-visually-hidden">Audit log</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Admin</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Time">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td data-label="Admin" className="table__primary">
                {entry.adminEmail}
                {entry.ip && <span className="audit__address muted">from {entry.ip}</span>}
              </td>
              <th scope="row" data-label="Action">
                {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
              </th>
              <td data-label="Target">
                <Target entry={entry} admins={admins} />
              </td>
              <td data-label="Changes">
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Target({ entry, admins }: { entry: AdminAuditEntryView; admins: AuditLogTableProps['admins'] }) {
  const { target } = entry;
  if (!target) return <span className="muted">—</span>;
  const words = targetInWords(target, admins);
  // A deleted user's page no longer exists: only a user still named by an ordinary action gets a link.
  if (target.kind === 'user' && entry.action !== 'user-deleted') {
    return <Link to={buildRoute(ROUTES.userDetail, { params: { id: target.id } })}>{words}</Link>;
  }
  return <span className="audit__target">{words}</span>;
}

function Changes({ entry }: { entry: AdminAuditEntryView }) {
  const changes = Object.entries(entry.changes);
  if (changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="audit__changes">
      {changes.map(([field, change]) => (
        <li key={field}>{changeInWords(field, change)}</li>
      ))}
    </ul>
  );
}
