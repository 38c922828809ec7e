import { downloadResource, verifyDownloadLink } from '@reelmix/storage';
import { jobDownloadLinks } from './job-download-links';

const SECRET = 'download-link-secret-for-the-spec-0123456789';
const USER = '7d9f3c2e-0b7a-4c55-9a53-2f1f0e6a9b11';
const JOB = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const NOW = new Date('2026-03-01T12:00:00Z');
const signing = { publicUrl: 'https://app.reelmix.test/', secret: SECRET, ttlHours: 168, now: NOW };

const jobWith = (fileNames: string[]) => ({ jobId: JOB, fileNames });
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('jobDownloadLinks', () => {
  it('signs one link per finished file and one to the zip, for the owner, for the configured time', () => {
    const links = jobDownloadLinks(signing, USER, jobWith(['a_9x16.mp4', 'b_1x1.mp4']));
    expect(links.expiresAt).toEqual(new Date('2026-03-08T12:00:00Z'));
    expect(links.downloads.map((file) => file.fileName)).toEqual(['a_9x16.mp4', 'b_1x1.mp4']);
    const [first] = links.downloads;
    expect(first.url.startsWith(`https://app.reelmix.test/api/links/videos/${JOB}--a_9x16.mp4?`)).toBe(true);
    expect(verifyDownloadLink(SECRET, downloadResource.video(`${JOB}--a_9x16.mp4`), queryOf(first.url), NOW)).toEqual({
      ok: true,
      userId: USER,
    });
    expect(links.archiveUrl?.startsWith(`https://app.reelmix.test/api/links/jobs/${JOB}/download?`)).toBe(true);
    expect(verifyDownloadLink(SECRET, downloadResource.jobArchive(JOB), queryOf(links.archiveUrl as string), NOW)).toEqual({
      ok: true,
      userId: USER,
    });
    expect(verifyDownloadLink(SECRET, downloadResource.jobArchive(JOB), queryOf(links.archiveUrl as string), links.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('offers no zip without files', () => {
    const links = jobDownloadLinks(signing, USER, jobWith([]));
    expect(links.downloads).toEqual([]);
    expect(links.archiveUrl).toBeUndefined();
  });
});
