import type { TextLine } from '../combination-plan/text-lines';
import { NO_FILES, type SectionFiles, totalFiles } from './upload-sections';

/**
 * docs/product-rules.md#the-upload-flow: idle → uploading → review → processing → complete, with background
 * standing in for "processing continues on the server and an e-mail will follow". Review is the
 * framing check between the upload and the render, left when the buyer asks for the render.
 */
export type UploadPhase = 'idle' | 'uploading' | 'review' | 'processing' | 'background' | 'complete';

export interface UploadState {
  phase: UploadPhase;
  /** Bytes sent, 0-100, while uploading; 100 once the server has the files. */
  progress: number;
  files: SectionFiles;
  /** Lines of text for the hooks, as typed: saved into the job's plan once the upload has made the job. */
  texts: TextLine[];
  jobId: string | null;
  /** Videos the job will make (every combination in every placement), from the upload's answer. */
  expectedOutputs: number;
  /** Why the last attempt ended, shown in the progress card until the next one starts. */
  error: string | null;
}

export type UploadEvent =
  | { type: 'files-changed'; files: SectionFiles }
  | { type: 'texts-changed'; texts: TextLine[] }
  | { type: 'started' }
  | { type: 'progressed'; percent: number }
  | { type: 'uploaded'; jobId: string; expectedOutputs: number }
  /** The buyer asked for the render after the review, or the review was skipped for a job already in the background. */
  | { type: 'render-requested'; jobId: string }
  | { type: 'backgrounded'; jobId: string | null }
  | { type: 'completed'; jobId: string }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialUploadState: UploadState = { phase: 'idle', progress: 0, files: NO_FILES, texts: [], jobId: null, expectedOutputs: 0, error: null };

const inFlight = (phase: UploadPhase) => phase === 'uploading' || phase === 'processing' || phase === 'background';

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'files-changed':
      // After a finished job the form is open again: the first clip chosen begins the next job (a drop
      // that was refused whole leaves the finished job's card in place).
      if (state.phase === 'complete') return totalFiles(event.files) > 0 ? { ...initialUploadState, files: event.files } : state;
      // The chosen files are frozen while they are being sent.
      return state.phase === 'idle' ? { ...state, files: event.files, error: null } : state;
    case 'texts-changed':
      // Texts go with the files: a line added after a finished job begins the next one, and they are frozen while sent.
      if (state.phase === 'complete') return event.texts.length > 0 ? { ...initialUploadState, texts: event.texts } : state;
      return state.phase === 'idle' ? { ...state, texts: event.texts, error: null } : state;
    case 'started':
      return state.phase === 'idle' ? { ...state, phase: 'uploading', progress: 0, jobId: null, error: null } : state;
    case 'progressed':
      // Progress events can arrive after the flow has moved on (a stalled upload sent to the background).
      if (state.phase !== 'uploading' && state.phase !== 'background') return state;
      return { ...state, progress: Math.max(state.progress, Math.min(100, Math.round(event.percent))) };
    case 'uploaded': {
      const { jobId, expectedOutputs } = event;
      if (state.phase === 'uploading') return { ...state, phase: 'review', progress: 100, jobId, expectedOutputs };
      return state.phase === 'background' ? { ...state, progress: 100, jobId, expectedOutputs } : state;
    }
    case 'render-requested':
      return state.phase === 'review' ? { ...state, phase: 'processing' } : state;
    case 'backgrounded':
      if (!inFlight(state.phase)) return state;
      return { ...state, phase: 'background', jobId: event.jobId ?? state.jobId };
    case 'completed':
      if (!inFlight(state.phase)) return state;
      // Complete clears the chosen files and texts (docs/product-rules.md#the-upload-flow).
      return { ...state, phase: 'complete', progress: 100, files: NO_FILES, texts: [], jobId: event.jobId };
    case 'failed':
      if (!inFlight(state.phase)) return state;
      return { ...state, phase: 'idle', progress: 0, error: event.message };
    case 'reset':
      // A background job no longer needs the page, so a new upload may begin; not mid-send or mid-review though.
      return state.phase === 'uploading' || state.phase === 'review' || state.phase === 'processing' ? state : initialUploadState;
  }
}

export const START_BUTTON_LABELS: Record<UploadPhase, string> = {
  idle: 'Start Creating Variations',
  uploading: 'Uploading...',
  review: 'Review the Framing Below',
  processing: 'Processing...',
  background: 'Processing in Background',
  complete: 'Complete!',
};
