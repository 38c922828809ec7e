import { Card, CardContent, CardDescription, CardHeader } from '@reelmix/ui';
import { LoginForm } from '../features/session/login-form';
import { MAIN_SITE_URL } from '../routes';

/** Admin login (docs/product-rules.md#admin-sign-in). Outside the shell: nobody is signed in here yet. */
export function LoginPage() {
  return (
    <main className="login">
      <title>Admin Login · Reelmix Admin</title>
      <Card className="login__card">
        <CardHeader>
          <div className="login__brand">
            <span className="shell__logo" aria-hidden="true">
              ▶
            </span>
            Reelmix
          </div>
          <h1 className="page__title">Admin</h1>
          <CardDescription>Sign in with your administrator account.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
          <p className="login__back">
            <a href={MAIN_SITE_URL}>
              <span aria-hidden="true">← </span>
              Back to main site
            </a>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
