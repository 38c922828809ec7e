import { MetaRequestRefusedError } from './graph-errors';

/**
 * The byte range Meta asks for next in a resumable upload: `[startOffset, endOffset)`. Meta, not
 * the client, chooses each chunk; the upload is complete when the two are equal.
 */
export interface UploadWindow {
  startOffset: number;
  endOffset: number;
}

/** Meta's offsets come as strings ("0", "1048576") in start and transfer answers and in error_data. */
export interface OffsetsAnswer {
  start_offset?: string | number;
  end_offset?: string | number;
}

/** The window an answer names, or the reason it cannot be a range of this file. */
export function windowFrom(answer: OffsetsAnswer | undefined, fileSize: number): UploadWindow | string {
  const startOffset = Number(answer?.start_offset);
  const endOffset = Number(answer?.end_offset);
  if (!Number.isSafeInteger(startOffset) || !Number.isSafeInteger(endOffset)) {
    return `Meta named no offsets (start ${String(answer?.start_offset)}, end ${String(answer?.end_offset)})`;
  }
  if (startOffset < 0 || startOffset > endOffset || endOffset > fileSize) {
    return `Meta asked for bytes ${startOffset}-${endOffset} of a ${fileSize}-byte file`;
  }
  return { startOffset, endOffset };
}

export function isComplete(window: UploadWindow): boolean {
  return window.startOffset === window.endOffset;
}

/**
 * The offsets to resume from after a refused chunk. Meta puts them in the error's `error_data`
 * (subcode 1363037, "the chunk's start offset is wrong"); sending the same chunk again would
 * only be refused again. Undefined when the error carries none.
 */
export function resumeOffsetsFrom(error: unknown): OffsetsAnswer | undefined {
  if (!(error instanceof MetaRequestRefusedError)) return undefined;
  let data = error.errorData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!data || typeof data !== 'object' || !('start_offset' in data)) return undefined;
  return data as OffsetsAnswer;
}
