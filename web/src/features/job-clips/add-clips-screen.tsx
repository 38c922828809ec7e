import type { CurrentUser, JobView } from '@reelmix/contracts';
import { jobLabel, type LibraryClip, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { Button, buttonClassName, useToast } from '@reelmix/ui';
import { useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { Link, useNavigate } from 'react-router-dom';
import { toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { buildRoute, ROUTES } from '../../routes';
import { LibraryPickerDialog } from '../clip-library/library-picker-dialog';
import { CombinationBanner } from '../upload/combination-banner';
import { SectionDropzone } from '../upload/section-dropzone';
import { admitFiles, admitLibraryClips, rejectionNotice, uploadLimitsFor, type Admission } from '../upload/upload-limits';
import { appendClipParts } from '../upload/upload-request';
import { useLibrarySeeds } from '../upload/use-library-seeds';
import { isLibraryChoice, NO_FILES, totalFiles, type SectionFiles } from '../upload/upload-sections';
import { CurrentJobClips } from './current-job-clips';
import { addClipsBannerCounts, heldClipsOf, jobAfterAdding, jobTextCount } from './job-clip-counts';
import { currentJobClips, type JobClip } from './job-clips';
import { RemoveJobClipDialog } from './remove-job-clip-dialog';
import { useJobClipChanges } from './use-job-clip-changes';
import '../upload/upload.css';
import './job-clips.css';

export interface AddClipsScreenProps {
  job: JobView;
  user: CurrentUser;
}

/**
 * Changes the clips of a job that has outputs: clips can be taken out (with their outputs) and new
 * files or library clips added (here, or chosen on the library page opened for the job). Added clips go to the job's review, which renders only the
 * combinations the job does not have yet.
 */
export function AddClipsScreen({ job, user }: AddClipsScreenProps) {
  const limits = uploadLimitsFor(hasSubscriptionAccess(user));
  const { add, remove } = useJobClipChanges(job.id);
  const [added, setAdded] = useState<SectionFiles>(NO_FILES);
  const [pickerSection, setPickerSection] = useState<UploadSection | null>(null);
  const [removing, setRemoving] = useState<JobClip | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();

  // A rendering job cannot change; the server would refuse with 409.
  const rendering = job.status === 'processing';
  const busy = add.isPending || remove.isPending;
  const current = currentJobClips(job);

  // The job's own clips count towards the plan's limits as much as the new ones, and every clip
  // is drawn with each of the job's texts, so they multiply its combinations as on the upload page.
  const held = heldClipsOf(current);
  const texts = jobTextCount(job);
  const after = jobAfterAdding(held, added, texts);
  // Clips chosen on the library page opened for this job arrive already chosen, as if picked here.
  useLibrarySeeds({ ready: true, files: added, limits, held, heldTexts: texts, setFiles: setAdded });

  function admit(admission: Admission) {
    setAdded(admission.files);
    if (admission.notice) toast(admission.notice);
  }

  function addFiles(section: UploadSection, accepted: File[], rejections: FileRejection[]) {
    const admission = admitFiles(added, section, accepted, limits, held, texts);
    admit({ files: admission.files, notice: admission.notice ?? rejectionNotice(rejections) });
  }

  function addLibraryClips(section: UploadSection, clips: LibraryClip[]) {
    admit(admitLibraryClips(added, section, clips, limits, held, texts));
  }

  function removeAdded(section: UploadSection, index: number) {
    setAdded((files) => ({ ...files, [section]: files[section].filter((_, position) => position !== index) }));
  }

  /** Library clips the job or this page already holds in a section are not offered again there. */
  function usedLibraryIds(section: UploadSection): string[] {
    const inJob = (job.clipIds?.[section] ?? []).filter((id): id is string => id !== null);
    return [...inJob, ...added[section].filter(isLibraryChoice).map((item) => item.clip.id)];
  }

  function askRemove(clip: JobClip) {
    setRemoveError(null);
    setRemoving(clip);
  }

  function confirmRemove(clip: JobClip) {
    setRemoveError(null);
    remove.mutate(clip.jobClipId, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'Clip Removed', description: `${clip.name} was taken out of this job.`, variant: 'success' });
      },
      onError: (error) => setRemoveError(serverMessage(error) ?? toErrorMessage(error)),
    });
  }

  function submit() {
    setAddError(null);
    add.mutate(appendClipParts(new FormData(), added), {
      onSuccess: () => void navigate(buildRoute(ROUTES.jobFraming, { params: { id: job.id } })),
      onError: (error) => setAddError(serverMessage(error) ?? toErrorMessage(error)),
    });
  }

  return (
    <div className="container page">
      <title>Add Clips · Reelmix</title>
      <div className="job-clips__header">
        <div>
          <h1 className="page__title">Add Clips</h1>
          <p className="page__lead">
            <span className="job-clips__id">{job.name}</span> ({jobLabel(job.number)}): add clips to make new combinations. The videos already made stay;
            only the new combinations are rendered.
          </p>
        </div>
        <Link to={ROUTES.dashboard} className={buttonClassName({ variant: 'outline' })}>
          Back to Video History
        </Link>
      </div>
      {rendering && (
        <p className="job-clips__note" role="status">
          This job is rendering. Its clips can change once it has finished.
        </p>
      )}

      <CurrentJobClips clips={current} disabled={rendering || busy} onRemove={askRemove} />

      <section className="job-clips__new" aria-labelledby="job-clips-new-title">
        <h2 className="section__subtitle" id="job-clips-new-title">
          New clips
        </h2>
        <div className="upload-widget__sections">
          {SECTIONS.map((section) => (
            <SectionDropzone
              key={section}
              section={section}
              files={added[section]}
              maxFiles={limits.maxFilesPerSection}
              maxFileMb={limits.maxFileMb[section]}
              disabled={rendering || busy}
              onAdd={addFiles}
              onRemove={removeAdded}
              onAddFromLibrary={setPickerSection}
            />
          ))}
        </div>
        <CombinationBanner {...addClipsBannerCounts(after, job.placements.length, limits.maxCombinations)} missing={after.missing} />
        {addError && (
          <p className="job-clips__problem" role="alert">
            {addError}
          </p>
        )}
        <Button
          size="lg"
          className="job-clips__submit"
          loading={add.isPending}
          disabled={rendering || totalFiles(added) === 0 || after.combinations > limits.maxCombinations}
          onClick={submit}
        >
          Add to job
        </Button>
      </section>

      <LibraryPickerDialog
        section={pickerSection}
        chosenIds={pickerSection ? usedLibraryIds(pickerSection) : []}
        onClose={() => setPickerSection(null)}
        onAdd={addLibraryClips}
      />
      <RemoveJobClipDialog
        clip={removing}
        removing={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onClose={() => !remove.isPending && setRemoving(null)}
      />
    </div>
  );
}
