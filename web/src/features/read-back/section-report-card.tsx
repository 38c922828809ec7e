import type { AnalysisSection, SectionReport, VerdictMetric } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { PartsTable } from './parts-table';
import { RateChart } from './rate-chart';
import { METRIC_LABELS, SECTION_PART, SECTION_TITLES } from './report-labels';
import { SectionVerdictText } from './section-verdict';

export interface SectionReportCardProps {
  section: AnalysisSection;
  report: SectionReport;
  metric: VerdictMetric;
  currency: string | null;
}

/** One section (hooks, texts, bodies, CTAs or placements): its verdict, its chart, then the full figures. */
export function SectionReportCard({ section, report, metric, currency }: SectionReportCardProps) {
  const headingId = useId();
  const title = SECTION_TITLES[section];
  return (
    <section className="read-back-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        {title}
      </h2>
      <SectionVerdictText verdict={report.verdict} />
      <RateChart
        title={`${METRIC_LABELS[metric]} by ${SECTION_PART[section].toLowerCase()}, with 95% intervals`}
        parts={report.parts}
        metric={metric}
        winner={report.winner}
      />
      <PartsTable
        section={section}
        caption={`${title}: figures with 95% intervals`}
        parts={report.parts}
        currency={currency}
        metric={metric}
        winner={report.winner}
      />
    </section>
  );
}
