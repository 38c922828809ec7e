import {
  AD_ACCOUNT_NOT_CONNECTED,
  AD_PLATFORM_NAMES,
  AD_PLATFORMS,
  AD_TOKEN_EXPIRED,
  type AdConnectionView,
  type AdPlatform,
  type PublicationView,
  TIKTOK_NOT_CONNECTED,
  TIKTOK_TOKEN_EXPIRED,
} from '@reelmix/contracts/browser';
import { Button, buttonClassName, Spinner } from '@reelmix/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../lib/server-message';
import { ROUTES } from '../../../routes';
import { useLastPublication } from '../hooks/use-last-publication';
import { useMetaConnection } from '../hooks/use-meta-connection';
import { usePublications } from '../hooks/use-publications';
import type { CtaClip } from '../cta-clips';
import { useTikTokConnection } from '../hooks/use-tiktok-connection';
import { platformOfLastPublication } from '../publish-form-values';
import { PlatformChoice } from './platform-choice';
import { PublicationProgress } from './publication-progress';
import { PublishForm } from './publish-form';

/** Why a platform cannot be published to now, in the buyer's words: never connected, or its token refused since. */
const UNUSABLE: Record<AdPlatform, { notConnected: string; expired: string }> = {
  meta: { notConnected: AD_ACCOUNT_NOT_CONNECTED, expired: AD_TOKEN_EXPIRED },
  tiktok: { notConnected: TIKTOK_NOT_CONNECTED, expired: TIKTOK_TOKEN_EXPIRED },
};

const IntegrationsLink = () => (
  <Link to={ROUTES.integrations} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
    Open Integrations
  </Link>
);

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
  /** The job's CTA clips, for a link per CTA. */
  ctaClips: readonly CtaClip[];
  onClose: () => void;
}

/**
 * The publish dialog's content: the platforms' connections checked first, then the choice of a
 * connected platform and its form, then the publish's progress.
 */
export function PublishPanel({ jobId, videoCount, ctaClips, onClose }: PublishPanelProps) {
  const statuses = { meta: useMetaConnection(), tiktok: useTikTokConnection() };
  const connectionOf = (platform: AdPlatform): AdConnectionView | null => statuses[platform].data?.connection ?? null;
  const usable = AD_PLATFORMS.filter((platform) => connectionOf(platform)?.state === 'connected');
  const last = useLastPublication({ enabled: usable.length > 0 });
  const [chosen, setChosen] = useState<AdPlatform | null>(null);
  const [started, setStarted] = useState<PublicationView | null>(null);

  if (started) return <PublishedProgress jobId={jobId} started={started} onDone={onClose} />;
  if (AD_PLATFORMS.some((platform) => statuses[platform].isPending)) return <Spinner label="Checking your ad platform connections" />;

  // A platform whose connection could not be read is not offered; the other one still is.
  const problems = AD_PLATFORMS.flatMap((platform) => {
    const status = statuses[platform];
    if (status.isError) return [{ message: serverMessage(status.error) ?? `Your ${AD_PLATFORM_NAMES[platform]} connection could not be checked. Please try again.`, neverConnected: false }];
    const connection = connectionOf(platform);
    if (connection?.state === 'connected') return [];
    return [connection ? { message: UNUSABLE[platform].expired, neverConnected: false } : { message: UNUSABLE[platform].notConnected, neverConnected: true }];
  });
  if (usable.length === 0) {
    return (
      <div className="publishing-warning">
        <div role="alert">
          {problems.map((problem) => (
            <p key={problem.message}>{problem.message}</p>
          ))}
        </div>
        <IntegrationsLink />
      </div>
    );
  }
  // Beside a usable platform, one never connected is just not offered (its choice is disabled);
  // one whose token was refused, or could not be checked, is worth saying.
  const notes = problems.filter((problem) => !problem.neverConnected);
  // Read since the dialog opened, not only cached: the form takes its starting values once, so an
  // answer from before the latest publish must not fill it while the fresh one is on its way.
  if (!last.isFetchedAfterMount) return <Spinner label="Reading your last publish" />;
  // Without the last publish (it could not be read), the form starts empty: publishing still works.
  const lastPublication = last.data?.publication ?? null;
  const lastPlatform = lastPublication ? platformOfLastPublication(lastPublication) : null;
  const platform = chosen ?? (lastPlatform && usable.includes(lastPlatform) ? lastPlatform : usable[0]);

  return (
    <>
      <PlatformChoice value={platform} usable={usable} onChange={setChosen} />
      {notes.length > 0 ? (
        <div className="publishing-note">
          {notes.map((problem) => (
            <p key={problem.message}>{problem.message}</p>
          ))}
          <IntegrationsLink />
        </div>
      ) : null}
      <PublishForm
        // A new platform has other destinations, texts and calls to action: its form starts afresh.
        key={platform}
        jobId={jobId}
        videoCount={videoCount}
        ctaClips={ctaClips}
        platform={platform}
        advertisers={connectionOf('tiktok')?.adAccounts ?? []}
        last={lastPublication}
        onPublished={setStarted}
      />
    </>
  );
}
