import { Card, CardContent } from '@reelmix/ui';
import { useParams } from 'react-router-dom';
import { NEW_PASSWORD_HINT } from '../features/account/account-schemas';
import { ResetPasswordForm } from '../features/account/reset-password-form';

/** Password reset (docs/product-rules.md#password-reset): the page an e-mailed reset link opens. */
export function ResetPasswordPage() {
  const { token = '' } = useParams<'token'>();
  return (
    <div className="container page account-page account-page--single">
      <title>Reset Password · Reelmix</title>
      <div className="account-page__main">
        <h1 className="page__title">Reset Password</h1>
        <p className="page__lead">{NEW_PASSWORD_HINT}</p>
        <Card>
          <CardContent>
            <ResetPasswordForm token={token} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
