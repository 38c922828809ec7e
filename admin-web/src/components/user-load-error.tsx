import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { serverMessage } from '../lib/server-message';
import { ROUTES } from '../routes';
import { ErrorPanel } from './error-panel';

/** docs/product-rules.md#user-detail: a user that cannot be loaded, with the way back to the list. */
export function UserLoadError({ error }: { error: unknown }) {
  return (
    <ErrorPanel
      title="Error Loading User"
      message={serverMessage(error) ?? 'User not found'}
      action={
        <Link to={ROUTES.users} className={buttonClassName({ variant: 'outline' })}>
          Back to Users List
        </Link>
      }
    />
  );
}
