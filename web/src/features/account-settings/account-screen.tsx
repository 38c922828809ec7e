import type { CurrentUser } from '@reelmix/contracts';
import { ChangePasswordForm } from './change-password-form';
import { DevicesSection } from './devices-section';
import './account-settings.css';

/** The customer's own account: where it is signed in, and its password. */
export function AccountScreen({ user }: { user: CurrentUser }) {
  return (
    <div className="container page account-settings">
      <title>Account · Reelmix</title>
      <h1 className="page__title">Account</h1>
      <p className="page__lead">Signed in as {user.email}.</p>
      <DevicesSection />
      <ChangePasswordForm />
    </div>
  );
}
