import { useToast } from '@reelmix/ui';

/** Copies text to the clipboard and says so; where the browser refuses, asks the customer to copy it by hand. */
export function useCopyText(): (text: string, what: string) => Promise<void> {
  const { toast } = useToast();
  return async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: `${what} copied to clipboard.`, variant: 'success' });
    } catch {
      toast({ title: 'Copy Failed', description: `Select the ${what.toLowerCase()} and copy it yourself.`, variant: 'destructive' });
    }
  };
}
