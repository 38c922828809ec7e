import { sectionsOfReport, type AnalysisReport, type AnalysisSection, type SectionVerdict } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { SECTION_PART } from './report-labels';

/** A section's verdict in a few words, as the summary gives it: "hook-2.mp4 wins", "No winner yet". */
function inBrief(section: AnalysisSection, verdict: SectionVerdict): string {
  if (verdict.kind === 'winner') return `${verdict.winner} wins`;
  if (verdict.kind === 'not-enough-data') return 'No winner yet';
  // "CTA" is an initialism, so it keeps its capitals inside a sentence.
  const part = section === 'cta' ? SECTION_PART.cta : SECTION_PART[section].toLowerCase();
  return `Only one ${part} ran`;
}

/**
 * The decision first: each section's verdict in a line, above the matching and the evidence, so a
 * buyer on a phone reads what won before scrolling through every section's figures.
 */
export function ReportVerdicts({ report }: { report: AnalysisReport }) {
  const headingId = useId();
  return (
    <section className="read-back-section read-back-verdicts" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Verdict
      </h2>
      <dl className="read-back-verdicts__list">
        {sectionsOfReport(report).map(({ section, report: { verdict } }) => {
          return (
            <div key={section} className={verdict.kind === 'winner' ? 'read-back-verdicts__item read-back-verdicts__item--winner' : 'read-back-verdicts__item'}>
              <dt>{SECTION_PART[section]}</dt>
              <dd>{inBrief(section, verdict)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
