import type { JobView } from '@reelmix/contracts';
import { checkJobName, JOB_NAME_LIMITS, jobLabel } from '@reelmix/contracts/browser';
import { Button, CardTitle, Input } from '@reelmix/ui';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';
import { useRenameJob } from './use-rename-job';
import './job-name.css';

export interface JobNameHeadingProps {
  job: Pick<JobView, 'id' | 'number' | 'name'>;
  /** The heading's id, which the job's card is labelled by. */
  titleId: string;
}

/**
 * A job's name as its card's heading, with the label its videos' names start with (`j12`), and a
 * way to rename it in place. The label is the job's for good; the name is the customer's.
 */
export function JobNameHeading({ job, titleId }: JobNameHeadingProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameJob(job.id);
  const label = jobLabel(job.number);

  function stop() {
    setDraft(null);
    setProblem(null);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const checked = checkJobName(draft);
    if (!checked.ok) return setProblem(checked.message);
    if (checked.name === job.name) return stop();
    rename.mutate(checked.name, { onSuccess: stop, onError: (error) => setProblem(serverMessage(error) ?? toErrorMessage(error)) });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') stop();
  }

  if (draft === null) {
    return (
      <div className="job-name">
        <CardTitle level={3} id={titleId} className="job-card__title job-name__title">
          {job.name}
        </CardTitle>
        <span className="job-name__label" title="Its videos' names start with this label">
          {label}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setDraft(job.name)} aria-label={`Rename job ${job.name}`}>
          Rename
        </Button>
      </div>
    );
  }
  const inputId = `${titleId}-name`;
  const problemId = `${titleId}-name-problem`;
  return (
    <form className="job-name job-name--editing" onSubmit={save} onKeyDown={cancelOnEscape}>
      <CardTitle level={3} id={titleId} className="rm-visually-hidden">
        {job.name}
      </CardTitle>
      <label htmlFor={inputId} className="rm-visually-hidden">
        Job name
      </label>
      <Input
        id={inputId}
        value={draft}
        maxLength={JOB_NAME_LIMITS.maxLength}
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={stop}>
        Cancel
      </Button>
      {problem ? (
        <p id={problemId} className="job-name__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
