import type { AdminUserView } from '@reelmix/contracts';
import { Button, Card, CardContent, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { USER_PAGE_SIZE } from '../api/users';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorPanel } from '../components/error-panel';
import { PageLoading } from '../components/page-loading';
import { CreateProUserDialog } from '../features/users/create-pro-user-dialog';
import { useUserListParams } from '../features/users/use-user-list-params';
import { UserFilters } from '../features/users/user-filters';
import { UserPagination } from '../features/users/user-pagination';
import { UserTable } from '../features/users/user-table';
import { useDeleteUser } from '../hooks/use-delete-user';
import { useErrorToast } from '../hooks/use-error-toast';
import { useUserList } from '../hooks/use-user-list';
import { messageOr, serverMessage } from '../lib/server-message';

/** The user list (docs/product-rules.md#managing-users). */
export function UsersPage() {
  const { toast } = useToast();
  const { query, setPage, setPlan, setSearch } = useUserListParams();
  const { users, total, isLoading, isFetching, error } = useUserList(query);
  const remove = useDeleteUser('list');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminUserView | null>(null);
  useErrorToast(error, 'Failed to fetch users', error ? serverMessage(error) : undefined);

  const pageCount = Math.max(1, Math.ceil(total / USER_PAGE_SIZE));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'User deleted successfully', variant: 'success' });
        setDeleting(null);
      },
      onError: (failure) => {
        toast({ title: 'Failed to delete user', description: serverMessage(failure), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  const createButton = (
    <Button size="lg" onClick={() => setCreating(true)}>
      Create Pro User
    </Button>
  );

  return (
    <div className="page">
      <title>Users · Reelmix Admin</title>
      <div className="page__heading page__heading--row">
        <div>
          <h1 className="page__title">User Management</h1>
          <p className="page__lead">Search, filter and manage customer accounts.</p>
        </div>
        {createButton}
      </div>

      <Card>
        <CardContent className="users__content">
          <UserFilters search={query.search} plan={query.plan} onSearch={setSearch} onPlan={setPlan} />

          {isLoading && <PageLoading label="Loading users" />}

          {error && users.length === 0 && !isLoading && <ErrorPanel level={2} title="Failed to fetch users" message={messageOr(error, 'An unknown error occurred')} />}

          {!isLoading && !error && users.length === 0 && (
            <div className="empty">
              <p>No users found.</p>
              {createButton}
            </div>
          )}

          {users.length > 0 && (
            <div aria-busy={isFetching || undefined}>
              <UserTable users={users} onDelete={setDeleting} />
            </div>
          )}

          {!isLoading && !(error && users.length === 0) && <UserPagination total={total} page={query.page} pageCount={pageCount} onPage={setPage} />}
        </CardContent>
      </Card>

      <CreateProUserDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Delete"
        description="Are you sure you want to delete this user? This action cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
