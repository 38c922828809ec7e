import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { buildUploadForm, sendUpload, UploadTransportError } from './upload-request';
import { libraryChoice } from './upload-sections';

/** Just enough of XMLHttpRequest to drive each outcome by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const clip = (name: string) => new File(['x'], name, { type: 'video/mp4' });

describe('sending an upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with credentials, a JSON Accept header and the timeout, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const form = buildUploadForm({ intro: [clip('i.mp4')], body: [clip('b1.mp4'), clip('b2.mp4')], cta: [clip('c.mp4')] }, { placements: ['1:1'], framing: 'auto' });

    const answer = sendUpload(form, { timeoutMs: 900_000, onProgress });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload', withCredentials: true, timeout: 900_000, body: form });
    expect(xhr.headers.Accept).toBe('application/json');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 } as ProgressEvent);
    expect(onProgress.mock.calls).toEqual([[25]]);

    xhr.respond(201, '{"id":"job"}');
    await expect(answer).resolves.toEqual({ status: 201, responseText: '{"id":"job"}' });
  });

  it('builds repeated section parts after the placements and framing fields', () => {
    const form = buildUploadForm(
      { intro: [clip('i.mp4')], body: [clip('b1.mp4'), clip('b2.mp4')], cta: [clip('c.mp4')] },
      { placements: ['9:16', '1:1'], framing: 'blur' },
    );
    expect([...form.keys()]).toEqual(['placements', 'framing', 'intro', 'body', 'body', 'cta']);
    expect(form.get('placements')).toBe('9:16,1:1');
    expect(form.get('framing')).toBe('blur');
    expect((form.getAll('body') as File[]).map((file) => file.name)).toEqual(['b1.mp4', 'b2.mp4']);
  });

  it('sends a library clip as a text part holding its id, in the order the section shows', () => {
    const reused = libraryChoice(buildLibraryClip({ id: 'clip-body9', section: 'body', originalName: 'old-body.mp4' }));
    const form = buildUploadForm(
      { intro: [clip('i.mp4')], body: [clip('b1.mp4'), reused, clip('b2.mp4')], cta: [libraryChoice(buildLibraryClip({ id: 'clip-cta3' }))] },
      { placements: ['9:16'], framing: 'auto' },
    );
    const body = form.getAll('body');
    expect(body.map((part) => (typeof part === 'string' ? part : part.name))).toEqual(['b1.mp4', 'clip-body9', 'b2.mp4']);
    expect(typeof body[1]).toBe('string');
    expect(form.getAll('cta')).toEqual(['clip-cta3']);
  });

  it.each([
    ['onerror', 'network'],
    ['ontimeout', 'timeout'],
    ['onabort', 'aborted'],
  ] as const)('rejects when %s fires', async (handler, kind) => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = sendUpload(new FormData(), { timeoutMs: 1, onProgress: () => undefined });
    FakeXhr.last[handler]?.();
    await expect(answer).rejects.toMatchObject({ kind });
    await expect(answer).rejects.toBeInstanceOf(UploadTransportError);
  });
});
