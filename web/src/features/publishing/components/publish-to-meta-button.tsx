import { Button, Dialog } from '@reelmix/ui';
import { useState } from 'react';
import { PublishPanel } from './publish-panel';
import '../publishing.css';

/**
 * "Publish to Meta" beside a finished job's downloads. Nothing is asked of the server until the
 * dialog opens, so a history of many jobs costs no calls.
 */
export function PublishToMetaButton({ jobId, videoCount }: { jobId: string; videoCount: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Publish to Meta
      </Button>
      <Dialog open={open} title="Publish to Meta" onClose={() => setOpen(false)} className="publish-dialog">
        <PublishPanel jobId={jobId} videoCount={videoCount} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
