import type { AdminUserView } from '@reelmix/contracts';
import { Badge, Button, buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { PlanBadge } from '../../components/plan-badge';
import { formatDate } from '../../lib/format';
import { hasPendingProRequest } from '../../lib/plan';
import { buildRoute, ROUTES } from '../../routes';

interface UserTableProps {
  users: AdminUserView[];
  onDelete: (user: AdminUserView) => void;
}

const ACTION = buttonClassName({ variant: 'ghost', size: 'sm' });

/**
 * The user list table (docs/product-rules.md#managing-users). On a phone each row becomes a card; the column names come back
 * as labels through `data-label`.
 */
export function UserTable({ users, onDelete }: UserTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--stacking">
        <caption className="rm-visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Plan</th>
            <th scope="col">Affiliate</th>
            <th scope="col">Created At</th>
            <th scope="col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" data-label="Email" className="table__primary">
                {user.email}
              </th>
              <td data-label="Plan">
                <span className="badges">
                  <PlanBadge isPro={user.isPro} />
                  {hasPendingProRequest(user) && <Badge variant="secondary">Requested</Badge>}
                </span>
              </td>
              <td data-label="Affiliate">
                {user.isAffiliate ? (
                  <span title={user.affiliateCode ?? undefined}>
                    Yes{user.affiliateCode && <span className="rm-visually-hidden"> (code {user.affiliateCode})</span>}
                  </span>
                ) : (
                  'No'
                )}
              </td>
              <td data-label="Created At">
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
              <td data-label="Actions">
                <span className="table__actions">
                  <Link to={buildRoute(ROUTES.userDetail, { params: { id: user.id } })} className={ACTION} aria-label={`View details of ${user.email}`}>
                    View
                  </Link>
                  <Link to={buildRoute(ROUTES.userMail, { params: { id: user.id } })} className={ACTION} aria-label={`Email ${user.email}`}>
                    Email
                  </Link>
                  <Button variant="ghost" size="sm" className="table__delete" aria-label={`Delete ${user.email}`} onClick={() => onDelete(user)}>
                    Delete
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
