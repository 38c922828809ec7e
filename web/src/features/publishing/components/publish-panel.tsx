import { AD_ACCOUNT_NOT_CONNECTED, AD_TOKEN_EXPIRED, type PublicationView } from '@reelmix/contracts/browser';
import { Button, buttonClassName, Spinner } from '@reelmix/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../lib/server-message';
import { ROUTES } from '../../../routes';
import { useLastPublication } from '../hooks/use-last-publication';
import { useMetaConnection } from '../hooks/use-meta-connection';
import { usePublications } from '../hooks/use-publications';
import { PublicationProgress } from './publication-progress';
import { PublishForm } from './publish-form';

/** Where a buyer without a working token goes to fix it. */
function ConnectFirst({ message }: { message: string }) {
  return (
    <div className="publishing-warning">
      <p role="alert">{message}</p>
      <Link to={ROUTES.integrations} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Open Integrations
      </Link>
    </div>
  );
}

/** Follows the publish just made; the list is polled while it runs, and the POST's answer shows until the list has it. */
function PublishedProgress({ jobId, started, onDone }: { jobId: string; started: PublicationView; onDone: () => void }) {
  const publications = usePublications(jobId);
  const publication = publications.data?.find((candidate) => candidate.id === started.id) ?? started;
  return (
    <>
      <PublicationProgress publication={publication} />
      <div className="publishing-actions">
        <Button variant="outline" onClick={onDone} data-autofocus>
          Close
        </Button>
      </div>
    </>
  );
}

export interface PublishPanelProps {
  jobId: string;
  videoCount: number;
  onClose: () => void;
}

/** The publish dialog's content: the connection checked first, then the form, then the publish's progress. */
export function PublishPanel({ jobId, videoCount, onClose }: PublishPanelProps) {
  const status = useMetaConnection();
  const connected = status.data?.connection?.state === 'connected';
  const last = useLastPublication({ enabled: connected });
  const [started, setStarted] = useState<PublicationView | null>(null);

  if (started) return <PublishedProgress jobId={jobId} started={started} onDone={onClose} />;
  if (status.isPending) return <Spinner label="Checking your Meta connection" />;
  if (status.isError) {
    return (
      <p className="publishing-problem" role="alert">
        {serverMessage(status.error) ?? 'Your Meta connection could not be checked. Please try again.'}
      </p>
    );
  }
  const connection = status.data.connection;
  if (!connection) return <ConnectFirst message={AD_ACCOUNT_NOT_CONNECTED} />;
  if (connection.state === 'expired') return <ConnectFirst message={AD_TOKEN_EXPIRED} />;
  if (last.isPending) return <Spinner label="Reading your last publish" />;
  // Without the last publish (it could not be read), the form starts empty: publishing still works.
  return <PublishForm jobId={jobId} videoCount={videoCount} last={last.data?.publication ?? null} onPublished={setStarted} />;
}
