import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { AUDIT_ACTION_LABELS } from './audit-words';

interface AuditLogFiltersProps {
  adminId: string;
  action: AdminAuditAction | '';
  admins: ReadonlyArray<{ id: string; email: string }>;
  onAdmin: (adminId: string) => void;
  onAction: (action: AdminAuditAction | '') => void;
}

/** Narrows the log to one admin, one kind of action, or both. */
export function AuditLogFilters({ adminId, action, admins, onAdmin, onAction }: AuditLogFiltersProps) {
  const adminField = useId();
  const actionField = useId();
  return (
    <div className="filters" role="search">
      <div className="filters__plan">
        <label htmlFor={adminField} className="rm-visually-hidden">
          Admin
        </label>
        <select id={adminField} className="rm-input select" value={adminId} onChange={(event) => onAdmin(event.target.value)}>
          <option value="">All admins</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.email}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__plan">
        <label htmlFor={actionField} className="rm-visually-hidden">
          Action
        </label>
        <select id={actionField} className="rm-input select" value={action} onChange={(event) => onAction(event.target.value as AdminAuditAction | '')}>
          <option value="">All actions</option>
          {ADMIN_AUDIT_ACTIONS.map((code) => (
            <option key={code} value={code}>
              {AUDIT_ACTION_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
