import type { CurrentUser } from '@reelmix/contracts';
import { counted } from '@reelmix/contracts/browser';
import { Button, buttonClassName, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@reelmix/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { buildRoute, ROUTES } from '../../routes';
import { libraryClipIdsIn } from '../job-clips/job-clips';
import { useJobStatus } from '../jobs/use-job-status';
import { uploadPageState } from '../upload/library-seed';
import { ClipCard } from './clip-card';
import { DeleteClipDialog } from './delete-clip-dialog';
import { jobOfLibrary } from './library-for-job';
import { SectionFilter, type SectionFilterValue } from './section-filter';
import { useClipLibrary } from './use-clip-library';
import { useClipDeletion } from './use-clip-deletion';
import { useLibrarySelection } from './use-library-selection';
import './clip-library.css';

const NONE: ReadonlySet<string> = new Set();

/**
 * The customer's clips: each can be deleted (with the outputs made from it) or chosen, with the
 * section it should fill, for a new job on the upload page. Opened for a finished job
 * (`?job=<id>`), the chosen clips can be added to that job instead; the clips it uses already are
 * not offered.
 */
export function ClipLibraryScreen({ user }: { user: CurrentUser }) {
  const library = useClipLibrary();
  const [search] = useSearchParams();
  const jobId = jobOfLibrary(search);
  const target = useJobStatus(jobId ?? '', { enabled: jobId !== null, poll: false });
  const job = jobId !== null ? target.data : undefined;
  const inJob = job ? libraryClipIdsIn(job) : NONE;
  const [filter, setFilter] = useState<SectionFilterValue>('all');
  const selection = useLibrarySelection();
  const navigate = useNavigate();
  const deletion = useClipDeletion({ onDeleted: (clip) => selection.select(clip, null) });

  const clips = library.data?.clips ?? [];
  const shown = filter === 'all' ? clips : clips.filter((clip) => clip.section === filter);

  // A clip ticked before the job had loaded may turn out to be in it already.
  const chosen = selection.selected.filter((seed) => !inJob.has(seed.clip.id));

  function startNewJob() {
    void navigate(ROUTES.home, { state: uploadPageState(chosen) });
  }

  /** The add-clips page reads the same router state as the upload page and admits the clips under the plan's limits. */
  function addToJob() {
    if (job) void navigate(buildRoute(ROUTES.jobAddClips, { params: { id: job.id } }), { state: uploadPageState(chosen) });
  }

  return (
    <div className="container page">
      <title>Clip Library · Reelmix</title>
      <div className="library-header">
        <div>
          <h1 className="page__title">Clip Library</h1>
          <p className="page__lead">
            {jobId === null
              ? 'Every clip you upload, ready to use again in a new job.'
              : 'Choose clips to add to your job: only the new combinations are rendered, the videos already made stay.'}
          </p>
        </div>
        {clips.length > 0 && <SectionFilter value={filter} onChange={setFilter} />}
      </div>
      {!hasSubscriptionAccess(user) && (
        <p className="library-note">Free accounts keep only the clips of their latest job. Upgrade to Pro to keep every clip you upload.</p>
      )}

      {target.isError && (
        <p className="library-note" role="alert">
          The job these clips were to be added to could not be loaded. They can still start a new job.
        </p>
      )}

      {library.isPending && <Spinner size="lg" label="Loading your clips" />}
      {library.isError && (
        <Card className="library-problem" role="alert">
          <CardContent>
            Your clips could not be loaded. Please try again.{' '}
            <Button variant="outline" size="sm" onClick={() => void library.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      )}
      {library.data && clips.length === 0 && <LibraryEmpty />}
      {clips.length > 0 && shown.length === 0 && <p className="library-note">No clips were uploaded into this section.</p>}

      {shown.length > 0 && (
        <ul className="library-grid" aria-label="Clips">
          {shown.map((clip) => (
            <li key={clip.id}>
              <ClipCard
                clip={clip}
                selectedFor={selection.sectionOf(clip.id)}
                onSelect={selection.select}
                onDelete={deletion.ask}
                inJob={inJob.has(clip.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {chosen.length > 0 && (
        <div className="library-selection" role="region" aria-label="Selected clips">
          <span>{counted(chosen.length, 'clip')} selected</span>
          <div className="library-selection__actions">
            {job && <Button onClick={addToJob}>Add to this job</Button>}
            <Button variant={job ? 'outline' : 'primary'} onClick={startNewJob}>
              Use in a new job
            </Button>
          </div>
        </div>
      )}

      <DeleteClipDialog
        clip={deletion.target}
        deleting={deletion.deleting}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </div>
  );
}

function LibraryEmpty() {
  return (
    <Card className="library-empty">
      <CardHeader>
        <CardTitle level={2}>No Clips Yet</CardTitle>
        <CardDescription>The clips you upload for a job appear here, so you can use them again in later jobs.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={ROUTES.home} className={buttonClassName()}>
          Upload Clips
        </Link>
      </CardContent>
    </Card>
  );
}
