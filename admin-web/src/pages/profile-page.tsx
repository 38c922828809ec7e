import { Button, Card, CardContent, Tabs } from '@reelmix/ui';
import { useState } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { PageLoading } from '../components/page-loading';

import { PasswordForm } from '../features/profile/password-form';
import { ProfileForm } from '../features/profile/profile-form';
import { useAdminProfile } from '../hooks/use-admin-profile';
import { messageOr } from '../lib/server-message';

type ProfileTab = 'profile' | 'password';

/** The admin profile (docs/product-rules.md#admin-profile): two toggles, Profile and Change Password. */
export function ProfilePage() {
  const { profile, isLoading, error, isRefreshing, refresh } = useAdminProfile();
  const [tab, setTab] = useState<ProfileTab>('profile');

  const profilePanel = isLoading ? (
    <PageLoading label="Loading profile" />
  ) : profile ? (
    <ProfileForm key={profile.id} profile={profile} />
  ) : (
    <ErrorPanel level={2} title="Could not load your profile" message={messageOr(error, 'An unknown error occurred')} action={
        <Button variant="outline" onClick={refresh} loading={isRefreshing}>
          Try again
        </Button>
      }
    />
  );

  return (
    <div className="page page--narrow">
      <title>Profile · Reelmix Admin</title>
      <div className="page__heading">
        <h1 className="page__title">Admin Profile</h1>
        <p className="page__lead">Your name, e-mail address and password.</p>
      </div>
      <Card>
        <CardContent>
          <Tabs
            label="Profile settings"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'profile', label: 'Profile', panel: profilePanel },
              { key: 'password', label: 'Change Password', panel: <PasswordForm /> },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}

