import { Spinner } from '@reelmix/ui';

/** The centred spinner a screen shows until its first answer arrives. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page__loading">
      <Spinner size="lg" label={label} />
    </div>
  );
}
