import { AccountScreen } from '../features/account-settings/account-screen';
import { SignedInGuard } from '../features/guard/signed-in-guard';

/** The customer's account: any plan may see it, so it asks only that someone is signed in. */
export function AccountPage() {
  return <SignedInGuard>{(user) => <AccountScreen user={user} />}</SignedInGuard>;
}
