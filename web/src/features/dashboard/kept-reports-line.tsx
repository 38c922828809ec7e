import { counted, type JobReportsDigest } from '@reelmix/contracts/browser';
import { keptWinners } from '../read-back/kept-report-winners';

/** "Hook intro-2.mp4 wins", "Hook intro-2.mp4 and Placement 9:16 win", or "no winner yet". */
function latestVerdict(digest: JobReportsDigest): string {
  const winners = digest.latest ? keptWinners(digest.latest).map((winner) => `${winner.part} ${winner.name}`) : [];
  if (winners.length === 0) return 'no winner yet';
  const listed = winners.length === 1 ? winners[0] : `${winners.slice(0, -1).join(', ')} and ${winners[winners.length - 1]}`;
  return `${listed} ${winners.length === 1 ? 'wins' : 'win'}`;
}

/** "2 reports · latest: Hook intro-2.mp4 wins": what the exports read back for this job came to. */
export function keptReportsLine(digest: JobReportsDigest): string {
  return `${counted(digest.count, 'report')} · latest: ${latestVerdict(digest)}`;
}

/** Beside "Read results": the job's kept reports at a glance, once it keeps any. */
export function KeptReportsLine({ digest }: { digest: JobReportsDigest | undefined }) {
  if (!digest || digest.count <= 0) return null;
  return <p className="job-card__reports">{keptReportsLine(digest)}</p>;
}
