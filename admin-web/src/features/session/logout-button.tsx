import { Button, useToast } from '@reelmix/ui';
import { useAdminLogout } from '../../hooks/use-admin-logout';
import { messageOr } from '../../lib/server-message';

/** docs/product-rules.md#admin-sign-in: logout clears the session; the guard then shows the login screen. */
export function LogoutButton() {
  const { toast } = useToast();
  const signOut = useAdminLogout();

  const onLogout = () =>
    signOut.mutate(undefined, {
      onError: (error) => toast({ title: 'Error', description: messageOr(error, 'Failed to logout'), variant: 'destructive' }),
    });

  return (
    <Button variant="outline" size="sm" className="shell__logout" onClick={onLogout} loading={signOut.isPending}>
      Logout
    </Button>
  );
}
