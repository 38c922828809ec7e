import { downloadNameOf } from '@reelmix/contracts';
import { downloadLinkQueryString, downloadResource, signDownloadLink } from '@reelmix/storage';
import { publicLink } from '../templates/public-link';

const HOUR_MS = 3600 * 1000;

export interface JobDownloadLinks {
  downloads: Array<{ fileName: string; url: string }>;
  archiveUrl?: string;
  expiresAt: Date;
}

export interface LinkSigning {
  publicUrl: string;
  secret: string;
  ttlHours: number;
  now: Date;
}

/**
 * Signed links to the gateway's `/api/links/...` routes (services/gateway/src/downloads), which
 * open without a session: one per finished file and one to the zip. They count from when the
 * mail is written, so a mail held back by an SMTP outage arrives with less time left on them.
 */
export function jobDownloadLinks(signing: LinkSigning, userId: string, job: { jobId: string; fileNames: readonly string[] }): JobDownloadLinks {
  const expiresAt = new Date(signing.now.getTime() + signing.ttlHours * HOUR_MS);
  const signed = (path: string, resource: string) =>
    publicLink(signing.publicUrl, `${path}?${downloadLinkQueryString(signDownloadLink(signing.secret, { userId, resource, expiresAt }))}`);
  const downloads = job.fileNames.map((fileName) => {
    const name = downloadNameOf(job.jobId, fileName);
    return { fileName, url: signed(`/api/links/videos/${name}`, downloadResource.video(name)) };
  });
  const archiveUrl = downloads.length > 0 ? signed(`/api/links/jobs/${job.jobId}/download`, downloadResource.jobArchive(job.jobId)) : undefined;
  return { downloads, archiveUrl, expiresAt };
}
