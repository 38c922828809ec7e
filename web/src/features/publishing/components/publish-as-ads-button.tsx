import { Button, Dialog } from '@reelmix/ui';
import { useState } from 'react';
import type { CtaClip } from '../cta-clips';
import { PublishPanel } from './publish-panel';
import '../publishing.css';

/**
 * "Publish as ads" beside a finished job's downloads; the dialog asks which connected platform.
 * Nothing is asked of the server until the dialog opens, so a history of many jobs costs no calls.
 */
export function PublishAsAdsButton({ jobId, videoCount, ctaClips }: { jobId: string; videoCount: number; ctaClips: readonly CtaClip[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Publish as ads
      </Button>
      <Dialog open={open} title="Publish as ads" onClose={() => setOpen(false)} className="publish-dialog">
        <PublishPanel jobId={jobId} videoCount={videoCount} ctaClips={ctaClips} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
