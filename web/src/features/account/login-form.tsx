import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { loginSchema, type LoginValues } from './account-schemas';
import { FormField } from './form-field';
import { loginFailureMessage, useLogin } from './use-login';

interface LoginFormProps {
  /** Where to go once signed in (the page's `redirect` parameter, or /). */
  redirectTo: string;
  onForgotPassword: () => void;
}

/** The Login tab (docs/product-rules.md#accounts-and-passwords). */
export function LoginForm({ redirectTo, onForgotPassword }: LoginFormProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const signIn = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
        void navigate(redirectTo);
      },
      onError: (error) => toast({ title: 'Login failed', description: loginFailureMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Login">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button variant="link" className="account-form__forgot" onClick={onForgotPassword}>
        Forgot password
      </Button>
      <Button type="submit" fullWidth loading={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
