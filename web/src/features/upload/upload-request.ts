import { SECTIONS } from '@reelmix/contracts/browser';
import type { FramingChoice, PlacementName, TextStyle, TextVariant } from '@reelmix/contracts';
import { isLibraryChoice, type SectionFiles } from './upload-sections';

export const UPLOAD_URL = '/api/upload';

export interface UploadResponse {
  /** 0 when the browser got no answer at all. */
  status: number;
  responseText: string;
}

/** The request ended without an answer: the connection failed, the time ran out, or it was cancelled. */
export class UploadTransportError extends Error {
  override readonly name = 'UploadTransportError';

  constructor(readonly kind: 'network' | 'timeout' | 'aborted') {
    super(
      kind === 'network'
        ? 'Network error occurred during upload. Please check your connection and try again.'
        : kind === 'timeout'
          ? 'Upload is taking too long. Please try uploading fewer or smaller files.'
          : 'Upload cancelled',
    );
  }
}

export interface SendUploadOptions {
  timeoutMs: number;
  /** Whole percent of the request body sent so far. */
  onProgress: (percent: number) => void;
}

/** Lines of text drawn on every hook and their one style: not part of the upload's form, saved into the job's plan once it exists. */
export interface UploadTexts {
  texts: TextVariant[];
  textStyle: TextStyle;
}

/** What the customer chose for every output of the upload, besides the files. */
export interface UploadChoices {
  placements: readonly PlacementName[];
  framing: FramingChoice;
  /** Absent or null: a job without texts, exactly as before there were any. */
  texts?: UploadTexts | null;
}

/**
 * The clip parts of a section: a file part for each file, a text field holding the clip id for
 * each library clip, in the order shown, since the server keeps the order of the parts.
 */
export function appendClipParts(form: FormData, files: SectionFiles): FormData {
  for (const section of SECTIONS) {
    for (const item of files[section]) {
      if (isLibraryChoice(item)) form.append(section, item.clip.id);
      else form.append(section, item, item.name);
    }
  }
  return form;
}

/** Repeated parts intro, body and cta, plus the customer's choices (docs/api.md POST /api/upload). */
export function buildUploadForm(files: SectionFiles, { placements, framing }: UploadChoices): FormData {
  const form = new FormData();
  // Fields before files: the service reads the stream in order and applies them to every part after them.
  form.append('placements', placements.join(','));
  form.append('framing', framing);
  return appendClipParts(form, files);
}

/**
 * POST /api/upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with whatever the server answered, rejects only when there was no answer.
 */
export function sendUpload(form: FormData, { timeoutMs, onProgress }: SendUploadOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, responseText: xhr.responseText });
    xhr.onerror = () => reject(new UploadTransportError('network'));
    xhr.ontimeout = () => reject(new UploadTransportError('timeout'));
    xhr.onabort = () => reject(new UploadTransportError('aborted'));
    xhr.send(form);
  });
}
