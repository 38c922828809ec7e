import type { JobView } from '@reelmix/contracts';
import { counted, type AnalysisReport, type PublicationView } from '@reelmix/contracts/browser';
import { Button, Dialog } from '@reelmix/ui';
import { useMemo, useState } from 'react';
import { toErrorMessage } from '../../../api/http';
import { serverMessage } from '../../../lib/server-message';
import { usePauseAds } from '../hooks/use-pause-ads';
import { losingAds, type LosingAd } from '../losing-ads';
import { publicationsPlatformName } from '../publishing-labels';
import '../../../components/confirm-dialog.css';

interface PauseLosingAdsProps {
  job: JobView;
  report: AnalysisReport;
  publications: PublicationView[];
}

/** Pausing the ads whose hook lost: listed and confirmed first, then what the platform paused is shown. */
export function PauseLosingAds({ job, report, publications }: PauseLosingAdsProps) {
  const answer = useMemo(() => losingAds(job, report, publications), [job, report, publications]);
  const [asking, setAsking] = useState(false);
  const [paused, setPaused] = useState<LosingAd[] | null>(null);
  const pause = usePauseAds(job.id);
  const platformName = publicationsPlatformName(publications);

  if (answer.kind === 'no-winner') return <p className="publishing-note">Once a hook wins, the ads of the other hooks can be paused from here.</p>;
  const ads = answer.ads;

  function confirm() {
    pause.mutate(
      ads.map((ad) => ad.adId),
      {
        onSuccess: ({ paused: ids }) => {
          setPaused(ads.filter((ad) => ids.includes(ad.adId)));
          setAsking(false);
        },
      },
    );
  }

  return (
    <div className="pause-losing-ads">
      {ads.length === 0 ? (
        <p className="publishing-note">Every published ad uses the winning hook, {answer.winner}.</p>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          Pause losing ads
        </Button>
      )}
      {paused ? (
        <div role="status">
          <p>
            Paused {counted(paused.length, 'ad')} on {platformName}:
          </p>
          <ul className="publishing-list" aria-label="Paused ads">
            {paused.map((ad) => (
              <li key={ad.adId}>
                {ad.fileName} (ad {ad.adId})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Dialog
        open={asking}
        title="Pause losing ads"
        description={`These ads open with a hook other than the winner, ${answer.winner}. Pause them on ${platformName}? They stop spending at once; you can switch them on again in Ads Manager.`}
        onClose={() => !pause.isPending && setAsking(false)}
        className="confirm-dialog"
      >
        <ul className="publishing-list" aria-label="Ads to pause">
          {ads.map((ad) => (
            <li key={ad.adId}>
              {ad.fileName}: hook {ad.hook}, ad {ad.adId}
            </li>
          ))}
        </ul>
        {pause.isError ? (
          <p className="confirm-dialog__problem" role="alert">
            {serverMessage(pause.error) ?? toErrorMessage(pause.error)}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <Button variant="outline" onClick={() => setAsking(false)} disabled={pause.isPending} data-autofocus>
            Cancel
          </Button>
          <Button variant="destructive" loading={pause.isPending} onClick={confirm}>
            Pause {counted(ads.length, 'ad')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
