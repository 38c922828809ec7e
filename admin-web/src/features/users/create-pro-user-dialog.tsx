import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { useCreateProUser } from '../../hooks/use-create-pro-user';
import { messageOr } from '../../lib/server-message';
import { createProUserSchema, EMPTY_PRO_USER, type CreateProUserValues } from './create-pro-user-schema';

interface CreateProUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/** docs/product-rules.md#managing-users: a Pro account made by an admin, usable for login at once. */
export function CreateProUserDialog({ open, onClose }: CreateProUserDialogProps) {
  const { toast } = useToast();
  const create = useCreateProUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateProUserValues>({ resolver: zodResolver(createProUserSchema), defaultValues: EMPTY_PRO_USER });
  const required = errors.email?.message ?? errors.password?.message;

  const close = () => {
    reset(EMPTY_PRO_USER);
    onClose();
  };

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Pro user created', description: `${user?.email ?? values.email} can log in now.`, variant: 'success' });
        close();
      },
      onError: (error) =>
        toast({ title: 'Failed to create Pro user', description: messageOr(error, 'Failed to create user'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog
      open={open}
      title="Create Pro User"
      description="Create a new user with Pro access. The user will be able to log in immediately."
      onClose={create.isPending ? undefined : close}
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Create Pro User">
        {required && (
          <p className="form__error" role="alert">
            {required}
          </p>
        )}
        <FormField label="Email" type="email" autoComplete="off" required aria-invalid={errors.email ? true : undefined} {...register('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
        <div className="form__row">
          <FormField label="First Name" autoComplete="off" {...register('firstName')} />
          <FormField label="Last Name" autoComplete="off" {...register('lastName')} />
        </div>
        <div className="dialog__actions">
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Pro User
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
