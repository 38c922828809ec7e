import { counted, SECTION_NOUNS, SECTION_TITLES, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import type { JobClip } from './job-clips';

export interface CurrentJobClipsProps {
  clips: Record<UploadSection, JobClip[]>;
  disabled: boolean;
  onRemove: (clip: JobClip) => void;
}

/** The clips the job uses now, per section, each with its way out of the job. */
export function CurrentJobClips({ clips, disabled, onRemove }: CurrentJobClipsProps) {
  return (
    <section className="job-clips__current" aria-labelledby="job-clips-current-title">
      <h2 className="section__subtitle" id="job-clips-current-title">
        Clips in this job
      </h2>
      <div className="job-clips__sections">
        {SECTIONS.map((section) => (
          <div key={section}>
            <h3 className="job-clips__section-title">{SECTION_TITLES[section]}</h3>
            {clips[section].length === 0 ? (
              <p className="job-clips__none">No {SECTION_NOUNS[section]} clips.</p>
            ) : (
              <ul className="dropzone__files" aria-label={`Current ${SECTION_NOUNS[section]} clips`}>
                {clips[section].map((clip) => (
                  <li key={clip.jobClipId} className="dropzone__file">
                    <span className="dropzone__file-name">{clip.name}</span>
                    <span className="dropzone__file-size">{counted(clip.outputs, 'output')}</span>
                    <button
                      type="button"
                      className="dropzone__remove"
                      aria-label={`Remove ${clip.name} from this job`}
                      disabled={disabled}
                      onClick={() => onRemove(clip)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
