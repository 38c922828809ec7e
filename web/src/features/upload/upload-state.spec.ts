import { describe, expect, it } from 'vitest';
import { newTextLine } from '../combination-plan/text-lines';
import { NO_FILES } from './upload-sections';
import { initialUploadState, START_BUTTON_LABELS, uploadReducer, type UploadEvent, type UploadState } from './upload-state';

const clip = (name: string) => new File(['x'], name, { type: 'video/mp4' });
const files = { intro: [clip('i.mp4')], body: [clip('b.mp4')], cta: [clip('c.mp4')] };

function play(...events: UploadEvent[]): UploadState {
  return events.reduce(uploadReducer, { ...initialUploadState, files });
}

describe('upload state', () => {
  it('walks idle → uploading → review → processing → complete, clearing the files at the end', () => {
    let state = play({ type: 'started' });
    expect(state).toMatchObject({ phase: 'uploading', progress: 0 });

    state = uploadReducer(state, { type: 'progressed', percent: 42.4 });
    expect(state.progress).toBe(42);

    state = uploadReducer(state, { type: 'uploaded', jobId: 'job-1', expectedOutputs: 4 });
    expect(state).toMatchObject({ phase: 'review', progress: 100, jobId: 'job-1', expectedOutputs: 4 });

    state = uploadReducer(state, { type: 'render-requested', jobId: 'job-1' });
    expect(state).toMatchObject({ phase: 'processing', progress: 100, jobId: 'job-1' });

    state = uploadReducer(state, { type: 'completed', jobId: 'job-1' });
    expect(state).toMatchObject({ phase: 'complete', progress: 100, jobId: 'job-1', files: NO_FILES });
  });

  it('never lets progress run backwards or past 100', () => {
    const state = play({ type: 'started' }, { type: 'progressed', percent: 60 }, { type: 'progressed', percent: 30 });
    expect(state.progress).toBe(60);
    expect(uploadReducer(state, { type: 'progressed', percent: 140 }).progress).toBe(100);
  });

  it('goes to the background from uploading or processing and keeps it when the upload answers later', () => {
    const stalled = play({ type: 'started' }, { type: 'backgrounded', jobId: null });
    expect(stalled).toMatchObject({ phase: 'background', jobId: null });

    const answered = uploadReducer(stalled, { type: 'uploaded', jobId: 'job-2', expectedOutputs: 4 });
    expect(answered).toMatchObject({ phase: 'background', jobId: 'job-2', progress: 100 });
    // Already promised to the background, the job skips the review.
    expect(uploadReducer(answered, { type: 'render-requested', jobId: 'job-2' })).toBe(answered);

    const processing = play(
      { type: 'started' },
      { type: 'uploaded', jobId: 'job-3', expectedOutputs: 4 },
      { type: 'render-requested', jobId: 'job-3' },
      { type: 'backgrounded', jobId: null },
    );
    expect(processing).toMatchObject({ phase: 'background', jobId: 'job-3' });
  });

  it('returns to idle with the reason on failure, keeping the files for another try', () => {
    const state = play({ type: 'started' }, { type: 'failed', message: 'Upload failed' });
    expect(state).toMatchObject({ phase: 'idle', progress: 0, error: 'Upload failed', files });

    const retried = uploadReducer(state, { type: 'started' });
    expect(retried.error).toBeNull();
  });

  it('freezes the chosen files while sending and ignores events that do not fit the phase', () => {
    const uploading = play({ type: 'started' });
    expect(uploadReducer(uploading, { type: 'files-changed', files: NO_FILES }).files).toBe(files);
    expect(uploadReducer(uploading, { type: 'started' })).toBe(uploading);

    const idle = play();
    expect(uploadReducer(idle, { type: 'completed', jobId: 'x' })).toBe(idle);
    expect(uploadReducer(idle, { type: 'failed', message: 'x' })).toBe(idle);
    expect(uploadReducer(idle, { type: 'progressed', percent: 50 })).toBe(idle);
  });

  it('opens the form again after completion: the first clip chosen begins the next job', () => {
    const complete = play({ type: 'started' }, { type: 'completed', jobId: 'j' });
    const next = { ...NO_FILES, intro: [clip('next.mp4')] };

    expect(uploadReducer(complete, { type: 'files-changed', files: next })).toEqual({ ...initialUploadState, files: next });
    // A drop refused whole leaves the finished job where it was.
    expect(uploadReducer(complete, { type: 'files-changed', files: NO_FILES })).toBe(complete);
  });

  it('treats the texts as the files: kept on failure, frozen while sending, cleared by completion, and beginning the next job', () => {
    const texts = [{ ...newTextLine(), text: 'Stop scrolling' }];
    const written = uploadReducer(play(), { type: 'texts-changed', texts });
    expect(written.texts).toBe(texts);

    const uploading = uploadReducer(written, { type: 'started' });
    expect(uploadReducer(uploading, { type: 'texts-changed', texts: [] }).texts).toBe(texts);
    expect(uploadReducer(uploading, { type: 'failed', message: 'Upload failed' }).texts).toBe(texts);

    const complete = uploadReducer(uploading, { type: 'completed', jobId: 'j' });
    expect(complete.texts).toEqual([]);
    expect(uploadReducer(complete, { type: 'texts-changed', texts })).toEqual({ ...initialUploadState, texts });
    expect(uploadReducer(complete, { type: 'texts-changed', texts: [] })).toBe(complete);
  });

  it('ignores a render request outside the review', () => {
    const uploading = play({ type: 'started' });
    expect(uploadReducer(uploading, { type: 'render-requested', jobId: 'j' })).toBe(uploading);
  });

  it('resets from background or complete, but not in the middle of sending or reviewing', () => {
    expect(uploadReducer(play({ type: 'started' }), { type: 'reset' }).phase).toBe('uploading');
    const reviewing = play({ type: 'started' }, { type: 'uploaded', jobId: 'j', expectedOutputs: 4 });
    expect(uploadReducer(reviewing, { type: 'reset' })).toBe(reviewing);
    expect(uploadReducer(play({ type: 'started' }, { type: 'backgrounded', jobId: 'j' }), { type: 'reset' })).toEqual(initialUploadState);
    expect(uploadReducer(play({ type: 'started' }, { type: 'completed', jobId: 'j' }), { type: 'reset' })).toEqual(initialUploadState);
  });

  it('labels the start button by phase', () => {
    expect(START_BUTTON_LABELS).toEqual({
      idle: 'Start Creating Variations',
      uploading: 'Uploading...',
      review: 'Review the Framing Below',
      processing: 'Processing...',
      background: 'Processing in Background',
      complete: 'Complete!',
    });
  });
});
