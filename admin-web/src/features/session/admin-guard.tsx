import { Navigate, Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { useAdminIdentity } from '../../hooks/use-admin-identity';
import { ROUTES } from '../../routes';

/**
 * docs/product-rules.md#the-admin-area: every admin screen but login sits behind `GET /admin/me`. A spinner shows while
 * it runs; anything but an OK answer sends the visitor to the login screen.
 */
export function AdminGuard() {
  const { admin, isLoading } = useAdminIdentity();
  if (isLoading) {
    return (
      <main className="page page--centered">
        <PageLoading label="Checking your admin session" />
      </main>
    );
  }
  if (!admin) return <Navigate to={ROUTES.login} replace />;
  return <Outlet />;
}
