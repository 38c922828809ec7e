import type { JobPlanView, PlannedCombinationView } from '@reelmix/contracts';
import { classNames } from '@reelmix/ui';
import type { ReactNode } from 'react';
import { TableScroll } from '../../components/table-scroll';
import { cellLabel, leftOutReason, lengthLabel, pairRule, planSize, type PartNames } from './plan-labels';

export interface CombinationMatrixProps {
  plan: JobPlanView;
  names: PartNames;
  editable: boolean;
  onTogglePair: (intro: number, body: number) => void;
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** A part's short code with its clip name (label or file name) beside it, wrapped whole. */
function PartHeading({ code, name }: { code: string; name: string | undefined }) {
  return (
    <span className="plan-matrix__part">
      <span className="plan-matrix__code">{code}</span>
      {name && (
        <>
          {' '}
          <span className="plan-matrix__name">{name}</span>
        </>
      )}
    </span>
  );
}

/** One line of a grid's caption, whole: a long text wraps within the grid's width (the grids line up by their bottoms). */
function CaptionLine({ code, name, children }: { code: string; name: string | undefined; children?: ReactNode }) {
  return (
    <span className="plan-matrix__line">
      <span className="plan-matrix__code">{code}</span>
      {name && (
        <>
          {' '}
          <span className="plan-matrix__name">{name}</span>
        </>
      )}
      {children}
    </span>
  );
}

function CombinationCell({ combination, plan, editable, onTogglePair }: { combination: PlannedCombinationView } & Omit<CombinationMatrixProps, 'names'>) {
  const reason = leftOutReason(combination, plan.settings);
  // Pressed means the hook and body may go together: the cell switches their pair rule, nothing else.
  const pairAllowed = !plan.settings.exclusions.includes(pairRule(combination.intro, combination.body));
  return (
    <button
      type="button"
      className={classNames('plan-matrix__cell', !combination.chosen && 'plan-matrix__cell--out', combination.chosen && combination.rendered && 'plan-matrix__cell--done')}
      aria-pressed={pairAllowed}
      aria-label={cellLabel(combination, plan.settings)}
      title={reason ?? (combination.rendered ? 'Included, already rendered' : 'Included')}
      disabled={!editable}
      onClick={() => onTogglePair(combination.intro, combination.body)}
    >
      <span className="plan-matrix__length">{lengthLabel(combination.lengthSec)}</span>
      <span className="plan-matrix__state">{combination.chosen ? (combination.rendered ? 'Done' : 'In') : 'Out'}</span>
    </button>
  );
}

/** The grids to draw: one per CTA, or in a job with texts one per text and CTA (text undefined without texts). */
function gridsOf(texts: number, ctas: number): Array<{ text: number | undefined; cta: number }> {
  const textNumbers = texts > 0 ? numbers(texts) : [undefined];
  return textNumbers.flatMap((text) => numbers(ctas).map((cta) => ({ text, cta })));
}

/** One grid per CTA (per text and CTA in a job with texts), hooks down and bodies across; each cell is one combination and its length. */
export function CombinationMatrix({ plan, names, editable, onTogglePair }: CombinationMatrixProps) {
  const { intros, texts, bodies, ctas } = planSize(plan);
  const inGrid = (entry: PlannedCombinationView, text: number | undefined, cta: number) => entry.cta === cta && entry.text === text;
  const find = (intro: number, body: number, cta: number, text: number | undefined) =>
    plan.combinations.find((entry) => entry.intro === intro && entry.body === body && inGrid(entry, text, cta));

  return (
    <TableScroll label="Combinations: hooks down, bodies across">
      <div className="plan-matrix">
        {gridsOf(texts, ctas).map(({ text, cta }) => {
          const chosen = plan.combinations.filter((entry) => inGrid(entry, text, cta) && entry.chosen).length;
          return (
            <table key={`${text ?? 0}-${cta}`} className="plan-matrix__grid">
              <caption className="plan-matrix__caption">
                {text !== undefined && (
                  <>
                    <CaptionLine code={`T${text}`} name={names.text[text - 1]} />{' '}
                  </>
                )}
                <CaptionLine code={`C${cta}`} name={names.cta[cta - 1]}>
                  {' '}
                  <span className="plan-matrix__count">
                    {chosen} of {intros * bodies} in
                  </span>
                </CaptionLine>
              </caption>
              <thead>
                <tr>
                  <td />
                  {numbers(bodies).map((body) => (
                    <th key={body} scope="col">
                      <PartHeading code={`B${body}`} name={names.body[body - 1]} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {numbers(intros).map((intro) => (
                  <tr key={intro}>
                    <th scope="row">
                      <PartHeading code={`H${intro}`} name={names.intro[intro - 1]} />
                    </th>
                    {numbers(bodies).map((body) => {
                      const combination = find(intro, body, cta, text);
                      return (
                        <td key={body}>
                          {combination && <CombinationCell combination={combination} plan={plan} editable={editable} onTogglePair={onTogglePair} />}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </TableScroll>
  );
}
