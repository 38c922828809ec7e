import { useToast } from '@reelmix/ui';
import { useEffect, useRef } from 'react';

/**
 * Shows a destructive toast once for each new failure of a query (docs/product-rules.md#admin-messages names one per
 * screen). A refetch that fails again is a new error object, so it is reported again.
 */
export function useErrorToast(error: unknown, title: string, description?: string) {
  const { toast } = useToast();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    toast({ title, description, variant: 'destructive' });
  }, [error, title, description, toast]);
}
