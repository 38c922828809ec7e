import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserView } from '@reelmix/contracts';
import { Button, Dialog, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { TextareaField } from '../../components/form-field';
import { useCancelPro } from '../../hooks/use-cancel-pro';
import { serverMessage } from '../../lib/server-message';
import { cancelProSchema, REASON_REQUIRED, type CancelProValues } from './cancel-pro-schema';

/** How much of the provider's subscription id the warning shows (docs/product-rules.md#pro-by-an-admin). */
const SUBSCRIPTION_ID_SHOWN = 8;

interface CancelProDialogProps {
  user: AdminUserView;
  open: boolean;
  onClose: () => void;
}

/** docs/product-rules.md#pro-by-an-admin: ends Pro with a recorded reason, and the provider subscription with it. */
export function CancelProDialog({ user, open, onClose }: CancelProDialogProps) {
  const { toast } = useToast();
  const cancel = useCancelPro(user.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelProValues>({ resolver: zodResolver(cancelProSchema), defaultValues: { reason: '' } });

  const close = () => {
    reset({ reason: '' });
    onClose();
  };

  const submit = handleSubmit(
    ({ reason }) =>
      cancel.mutate(reason, {
        onSuccess: () => {
          toast({ title: 'Pro access has been cancelled successfully', variant: 'success' });
          close();
        },
        onError: (error) => toast({ title: 'Failed to cancel Pro access', description: serverMessage(error), variant: 'destructive' }),
      }),
    () => toast({ title: REASON_REQUIRED, variant: 'destructive' }),
  );

  return (
    <Dialog open={open} title="Cancel Pro Access" description={`End Pro access for ${user.email}.`} onClose={cancel.isPending ? undefined : close}>
      <form className="form" onSubmit={submit} noValidate aria-label="Cancel Pro Access">
        {user.stripeSubscriptionId && (
          <p className="notice notice--warning">
            This user has an active subscription at the card provider (
            <code>{user.stripeSubscriptionId.slice(0, SUBSCRIPTION_ID_SHOWN)}...</code>). It will be cancelled immediately.
          </p>
        )}
        <TextareaField label="Cancellation Reason" rows={4} required error={errors.reason?.message} {...register('reason')} />
        <div className="dialog__actions">
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Keep Pro
          </Button>
          <Button type="submit" variant="destructive" loading={cancel.isPending}>
            Cancel Pro
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
