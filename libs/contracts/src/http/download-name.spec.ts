import { DOWNLOAD_NAME_PATTERN, downloadNameOf, downloadNameOfPath, parseDownloadName, videoPathOf } from './download-name';

const JOB = '5b0c8a4e-3f7d-4c1e-9a53-2f6d1b7e8c90';

describe('download names', () => {
  it('joins a job id and a file name, and reads them back', () => {
    const name = downloadNameOf(JOB, 'h1-b2-c3_9x16.mp4');
    expect(name).toBe(`${JOB}--h1-b2-c3_9x16.mp4`);
    expect(DOWNLOAD_NAME_PATTERN.test(name)).toBe(true);
    expect(parseDownloadName(name)).toEqual({ jobId: JOB, fileName: 'h1-b2-c3_9x16.mp4' });
    expect(videoPathOf(JOB, 'a.mp4')).toBe(`/api/videos/${JOB}--a.mp4`);
    expect(downloadNameOfPath(videoPathOf(JOB, 'a.mp4'))).toBe(`${JOB}--a.mp4`);
  });

  it('keeps a file name that holds the separator itself', () => {
    expect(parseDownloadName(downloadNameOf(JOB, 'hook--take-2_9x16.mp4'))).toEqual({ jobId: JOB, fileName: 'hook--take-2_9x16.mp4' });
  });

  it.each(['', 'x--a.mp4', `${JOB}-a.mp4`, `${JOB}--`, `${JOB}--../a.mp4`, `${JOB}--a b.mp4`, `${JOB}--${'a'.repeat(201)}`])('refuses %j', (name) => {
    expect(parseDownloadName(name)).toBeNull();
  });
});
