import {
  DEFAULT_FRAMING,
  DEFAULT_PLACEMENTS,
  DEFAULT_TEXT_STYLE,
  type FramingChoice,
  type LibraryClip,
  type PlacementName,
  SECTIONS,
  type TextStyle,
  type UploadSection,
} from '@reelmix/contracts/browser';
import { Button, Spinner, useToast } from '@reelmix/ui';
import { useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { Link, useNavigate } from 'react-router-dom';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { buildRoute, ROUTES } from '../../routes';
import { useCurrentUser } from '../../session/use-current-user';
import { LibraryPickerDialog } from '../clip-library/library-picker-dialog';
import { savedTexts } from '../combination-plan/text-lines';
import { FramingReview } from '../framing/framing-review';
import { bannerCounts } from './banner-counts';
import { CombinationBanner } from './combination-banner';
import { FramingPicker } from './framing-picker';
import { PlacementPicker } from './placement-picker';
import { PlannedCombinationBanner } from './planned-combination-banner';
import { SectionDropzone } from './section-dropzone';
import { admitFiles, admitLibraryClips, NO_HELD_CLIPS, rejectionNotice, startProblem, uploadLimitsFor } from './upload-limits';
import { uploadToasts } from './upload-messages';
import { UploadProgressCard } from './upload-progress-card';
import { combinationCount, isLibraryChoice, missingSections, totalFiles } from './upload-sections';
import { START_BUTTON_LABELS } from './upload-state';
import { UploadTextSection } from './upload-text-section';
import { useLibrarySeeds } from './use-library-seeds';
import { useUploadFlow, type UploadFlowCallbacks } from './use-upload-flow';
import './upload.css';

export type UploadWidgetProps = UploadFlowCallbacks;

/**
 * The upload widget (docs/product-rules.md#the-upload-flow): three drop areas and the texts for the hooks, the combination
 * banner, the start button and progress, then the framing review of the uploaded clips before they are rendered.
 */
export function UploadWidget(props: UploadWidgetProps) {
  const { user, isLoading } = useCurrentUser();
  const limits = uploadLimitsFor(hasSubscriptionAccess(user));
  const [placements, setPlacements] = useState<PlacementName[]>([...DEFAULT_PLACEMENTS]);
  const [framing, setFraming] = useState<FramingChoice>(DEFAULT_FRAMING);
  // A choice like the framing, kept for the next job; the texts themselves go with the files.
  const [textStyle, setTextStyle] = useState<TextStyle>(DEFAULT_TEXT_STYLE);
  const { state, start, setFiles, setTexts, render, reset } = useUploadFlow(props);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pickerSection, setPickerSection] = useState<UploadSection | null>(null);
  useLibrarySeeds({ ready: !isLoading && user !== null, files: state.files, limits, setFiles, setPlacements, setTexts, setTextStyle });

  const idle = state.phase === 'idle';
  // A finished job leaves the form open, so the next job can be put together without a reset first.
  const editable = idle || state.phase === 'complete';
  const texts = state.texts.length;
  const combinations = combinationCount(state.files, texts);
  // A finished job's files are cleared for the next one, so from then on the banner counts those.
  const jobInMaking = state.phase !== 'idle' && state.phase !== 'complete' ? state.jobId : null;
  const canStart = idle && totalFiles(state.files) > 0 && combinations <= limits.maxCombinations && placements.length > 0;

  function addFiles(section: UploadSection, accepted: File[], rejections: FileRejection[]) {
    const admission = admitFiles(state.files, section, accepted, limits, NO_HELD_CLIPS, texts);
    setFiles(admission.files);
    const notice = admission.notice ?? rejectionNotice(rejections);
    if (notice) toast(notice);
  }

  function addLibraryClips(section: UploadSection, clips: LibraryClip[]) {
    const admission = admitLibraryClips(state.files, section, clips, limits, NO_HELD_CLIPS, texts);
    setFiles(admission.files);
    if (admission.notice) toast(admission.notice);
  }

  function removeFile(section: UploadSection, index: number) {
    setFiles({ ...state.files, [section]: state.files[section].filter((_, position) => position !== index) });
  }

  function startUpload() {
    const problem = startProblem(state.files, limits, state.texts);
    if (problem) {
      toast(problem);
      return;
    }
    const written = savedTexts(state.texts).texts ?? [];
    void start(state.files, { placements, framing, texts: written.length > 0 ? { texts: written, textStyle } : null });
  }

  function logInToUpload() {
    toast(uploadToasts.authenticationRequired);
    navigate(buildRoute(ROUTES.login, { query: { redirect: ROUTES.home } }));
  }

  if (isLoading) {
    return (
      <div className="upload-widget upload-widget--loading">
        <Spinner label="Loading the upload area" />
      </div>
    );
  }

  return (
    <div className="upload-widget">
      {user ? (
        <div className="upload-widget__sections">
          {SECTIONS.map((section) => (
            <SectionDropzone
              key={section}
              section={section}
              files={state.files[section]}
              maxFiles={limits.maxFilesPerSection}
              maxFileMb={limits.maxFileMb[section]}
              disabled={!editable}
              onAdd={addFiles}
              onRemove={removeFile}
              onAddFromLibrary={setPickerSection}
            />
          ))}
          <UploadTextSection
            lines={state.texts}
            onLinesChange={setTexts}
            style={textStyle}
            onStyleChange={setTextStyle}
            limits={limits}
            disabled={!editable}
          />
          <LibraryPickerDialog
            section={pickerSection}
            chosenIds={pickerSection ? state.files[pickerSection].filter(isLibraryChoice).map((item) => item.clip.id) : []}
            onClose={() => setPickerSection(null)}
            onAdd={addLibraryClips}
          />
        </div>
      ) : (
        <Link to={ROUTES.pricing} className="upload-widget__pricing-prompt">
          <span className="upload-widget__pricing-title">Start your free trial to upload videos</span>
          <span className="upload-widget__pricing-text">
            Upload intros, bodies and calls to action and get every combination back as an mp4.
          </span>
          <span className="upload-widget__pricing-action">View Pricing</span>
        </Link>
      )}

      {user && (
        <div className="upload-widget__choices">
          <PlacementPicker value={placements} disabled={!editable} onChange={setPlacements} />
          <FramingPicker value={framing} disabled={!editable} onChange={setFraming} />
        </div>
      )}
      {jobInMaking ? (
        <PlannedCombinationBanner
          jobId={jobInMaking}
          files={state.files}
          texts={texts}
          missing={missingSections(state.files)}
          placements={placements.length}
          maxCombinations={limits.maxCombinations}
        />
      ) : (
        <CombinationBanner {...bannerCounts({ files: state.files, texts }, placements.length, limits.maxCombinations)} missing={missingSections(state.files)} />
      )}

      {user ? (
        <Button size="lg" className="upload-widget__start" disabled={!canStart} onClick={startUpload}>
          {START_BUTTON_LABELS[state.phase]}
        </Button>
      ) : (
        <Button size="lg" className="upload-widget__start" onClick={logInToUpload}>
          Log In to Upload
        </Button>
      )}

      <UploadProgressCard state={state} onReset={reset} />
      {state.phase === 'review' && state.jobId && (
        <FramingReview jobId={state.jobId} expectedOutputs={state.expectedOutputs} onRender={render} />
      )}
    </div>
  );
}
