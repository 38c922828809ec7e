import type { AdminUserView, JobView } from '@reelmix/contracts';
import { Button, buttonClassName, useToast, Tabs } from '@reelmix/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageLoading } from '../components/page-loading';

import { UserLoadError } from '../components/user-load-error';
import { AccountActivityCard } from '../features/user-detail/account-activity-card';
import { AffiliateStatusCard } from '../features/user-detail/affiliate-status-card';
import { UserInfoCard } from '../features/user-detail/user-info-card';
import { UserJobsList } from '../features/user-detail/user-jobs-list';
import { useDeleteUser } from '../hooks/use-delete-user';
import { useUser } from '../hooks/use-user';
import { useUserJobs } from '../hooks/use-user-jobs';
import { serverMessage } from '../lib/server-message';
import { buildRoute, ROUTES } from '../routes';

type DetailTab = 'details' | 'jobs';

/** A user's page (docs/product-rules.md#user-detail). */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { user, isLoading, error } = useUser(id);
  const jobs = useUserJobs(id, user !== undefined);

  return (
    <div className="page">
      <title>{`${user?.email ?? 'User'} · Reelmix Admin`}</title>
      {isLoading && <PageLoading label="Loading user" />}
      {error && !user && (
        <>
          <h1 className="page__title">User Details</h1>
          <UserLoadError error={error} />
        </>
      )}
      {user && <UserDetail user={user} jobs={jobs.jobs} jobsError={jobs.error} />}
    </div>
  );
}

interface UserDetailProps {
  user: AdminUserView;
  jobs: JobView[] | undefined;
  jobsError: unknown;
}

function UserDetail({ user, jobs, jobsError }: UserDetailProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const remove = useDeleteUser('detail');
  const [tab, setTab] = useState<DetailTab>('details');
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () =>
    remove.mutate(user.id, {
      onSuccess: async () => {
        toast({ title: 'User deleted successfully', variant: 'success' });
        // Committed at once, so this screen has gone before the deleted user's cache entries are dropped.
        await navigate(ROUTES.users, { flushSync: true });
        remove.forget(user.id);
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Failed to delete user', description: serverMessage(error), variant: 'destructive' });
      },
    });

  return (
    <>
      <div className="toolbar">
        <Link to={ROUTES.users} className={buttonClassName({ variant: 'outline' })}>
          <span aria-hidden="true">← </span>
          Back
        </Link>
        <div className="toolbar__end">
          <Link to={buildRoute(ROUTES.userMail, { params: { id: user.id } })} className={buttonClassName({ variant: 'outline' })}>
            Email User
          </Link>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Delete User
          </Button>
        </div>
      </div>

      <div className="page__heading">
        <h1 className="page__title page__title--break">{user.email}</h1>
        <p className="page__lead">User details</p>
      </div>

      <Tabs
        label="User"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'details',
            label: 'User Details',
            panel: (
              <div className="detail-grid">
                <UserInfoCard user={user} />
                <AffiliateStatusCard user={user} />
                <AccountActivityCard jobs={jobs} failed={Boolean(jobsError)} />
              </div>
            ),
          },
          { key: 'jobs', label: 'Video Jobs', panel: <UserJobsList jobs={jobs} error={jobsError} /> },
        ]}
      />

      <ConfirmDialog
        open={confirming}
        title="Delete User"
        description="This will permanently delete the user and all associated data. This action cannot be undone."
        confirmLabel="Delete User"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
