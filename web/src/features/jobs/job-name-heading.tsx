import type { JobView } from '@reelmix/contracts';
import { checkJobName, JOB_NAME_LIMITS, jobLabel } from '@reelmix/contracts/browser';
import { Button, CardTitle, Input } from '@reelmix/ui';
import { useInlineEdit } from '../../lib/use-inline-edit';
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
  const rename = useRenameJob(job.id);
  const edit = useInlineEdit({
    current: job.name,
    check: (draft) => {
      const checked = checkJobName(draft);
      return checked.ok ? { ok: true, value: checked.name } : checked;
    },
    commit: rename.mutate,
  });
  const label = jobLabel(job.number);

  if (edit.draft === null) {
    return (
      <div className="job-name">
        <CardTitle level={3} id={titleId} className="job-card__title job-name__title">
          {job.name}
        </CardTitle>
        <span className="job-name__label" title="Its videos' names start with this label">
          {label}
        </span>
        <Button variant="ghost" size="sm" onClick={() => edit.open(job.name)} aria-label={`Rename job ${job.name}`}>
          Rename
        </Button>
      </div>
    );
  }
  const inputId = `${titleId}-name`;
  const problemId = `${titleId}-name-problem`;
  return (
    <form className="job-name job-name--editing" onSubmit={edit.save} onKeyDown={edit.cancelOnEscape}>
      <CardTitle level={3} id={titleId} className="rm-visually-hidden">
        {job.name}
      </CardTitle>
      <label htmlFor={inputId} className="rm-visually-hidden">
        Job name
      </label>
      <Input
        id={inputId}
        value={edit.draft}
        maxLength={JOB_NAME_LIMITS.maxLength}
        autoFocus
        aria-invalid={edit.problem !== null}
        aria-describedby={edit.problem ? problemId : undefined}
        onChange={(event) => edit.change(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={edit.close}>
        Cancel
      </Button>
      {edit.problem ? (
        <p id={problemId} className="job-name__problem" role="alert">
          {edit.problem}
        </p>
      ) : null}
    </form>
  );
}
