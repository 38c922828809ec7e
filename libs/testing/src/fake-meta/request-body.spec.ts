import { parseRequestBody, recordableParams } from './request-body';

describe('parseRequestBody', () => {
  it('keeps nested values of a JSON body as JSON text, as a form would carry them', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'v1', file_size: 10, creative: { creative_id: '7' } }));
    expect(await parseRequestBody('application/json', body)).toEqual({
      name: 'v1',
      file_size: '10',
      creative: '{"creative_id":"7"}',
    });
  });

  it('reads a URL-encoded form', async () => {
    expect(await parseRequestBody(undefined, Buffer.from('status=PAUSED&name=a%20b'))).toEqual({
      status: 'PAUSED',
      name: 'a b',
    });
  });

  it('reads multipart files and records them by size and hash, not bytes', async () => {
    const form = new FormData();
    form.set('upload_phase', 'transfer');
    form.set('video_file_chunk', new Blob([new Uint8Array([1, 2, 3])]), 'chunk');
    const request = new Request('http://x.invalid/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());

    const params = await parseRequestBody(request.headers.get('content-type')!, body);
    expect(params.video_file_chunk).toMatchObject({ kind: 'file', filename: 'chunk', bytes: Buffer.from([1, 2, 3]) });
    expect(recordableParams(params)).toEqual({
      upload_phase: 'transfer',
      video_file_chunk: { filename: 'chunk', size: 3, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });
});
