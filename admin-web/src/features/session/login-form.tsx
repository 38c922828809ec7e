import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminView } from '@reelmix/contracts';
import { Button, useToast } from '@reelmix/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { useAdminLogin } from '../../hooks/use-admin-login';
import { messageOr } from '../../lib/server-message';
import { ROUTES } from '../../routes';
import { adminLoginSchema, type AdminLoginValues } from './login-schema';

/** docs/product-rules.md#admin-sign-in: the success toast is read for a second before the user list opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export function LoginForm() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const signIn = useAdminLogin();
  const [signedIn, setSignedIn] = useState<AdminView | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginValues>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => void navigate(ROUTES.users, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  const submit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (admin) => {
        toast({ title: 'Login successful', description: `Welcome back, ${admin.firstName || admin.email}!`, variant: 'success' });
        setSignedIn(admin);
      },
      onError: (error) => toast({ title: 'Login failed', description: messageOr(error, 'Invalid email or password'), variant: 'destructive' }),
    }),
  );

  const busy = signIn.isPending || signedIn !== null;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Admin login">
      <FormField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth loading={busy}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
