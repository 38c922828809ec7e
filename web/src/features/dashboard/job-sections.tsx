import type { JobView } from '@reelmix/contracts';
import { JobCard } from './job-card';
import { splitJobs } from './job-history';
import { JobSummaryCards } from './job-summary-cards';

/** The loaded history: summary and Pro jobs when there are paid jobs, then the latest free job. */
export function JobSections({ jobs }: { jobs: readonly JobView[] }) {
  const { paid, latestFree } = splitJobs(jobs);
  return (
    <>
      {paid.length > 0 ? (
        <>
          <JobSummaryCards paidJobs={paid} />
          <section aria-labelledby="pro-jobs-title" className="history-section">
            <h2 id="pro-jobs-title" className="section__subtitle">
              Pro Jobs History
            </h2>
            <div className="job-list">
              {paid.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </div>
          </section>
        </>
      ) : null}
      {latestFree ? (
        <section aria-labelledby="free-jobs-title" className="history-section">
          <h2 id="free-jobs-title" className="section__subtitle">
            Free Jobs
          </h2>
          <p className="history-section__note">Free accounts keep their latest job only.</p>
          <div className="job-list">
            <JobCard job={latestFree} />
          </div>
        </section>
      ) : null}
    </>
  );
}
