import type { JobView } from '@reelmix/contracts';
import { DEFAULT_TEXT_STYLE, type TextStyle, type VerdictMetric } from '@reelmix/contracts/browser';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, proCustomer, type MockCall } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { buildJobView, JOB_ID, outputPath, outputPaths } from '../jobs/job-view.builder';
import { buildJobReportView } from './job-report.builder';

/** Page tests of "Read results": the finished job, its library clips, exports and how to import one. */

const OUTPUT_FILES = ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_4x5.mp4', 'h2-b1-c1_9x16.mp4', 'h2-b1-c1_4x5.mp4'];
export const RESULTS_PATH = `/jobs/${JOB_ID}/results`;
export const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;
export const REPORTS_PATH = `/api/jobs/${JOB_ID}/reports`;

/** The finished `buildJobView()` job: two hooks, one body, one CTA, each combination in 9:16 and 4:5, all from the library. */
export function finishedJob(overrides: Partial<JobView> = {}): JobView {
  const paths = outputPaths();
  return buildJobView({
    status: 'completed',
    progress: 100,
    completedAt: new Date().toISOString(),
    outputVideos: paths,
    outputs: [1, 1, 2, 2].map((intro, index) => ({
      path: paths[index],
      fileName: OUTPUT_FILES[index],
      intro,
      body: 1,
      cta: 1,
      placement: index % 2 === 0 ? ('9:16' as const) : ('4:5' as const),
    })),
    clipIds: { intro: ['clip-hook1', 'clip-hook2'], body: ['clip-body1'], cta: ['clip-cta1'] },
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  });
}

/** The texts `finishedJobWithTexts()` draws on its hooks, and their style. */
export const JOB_TEXTS = [
  { text: 'Stop scrolling if you have dry skin', label: null },
  { text: 'Dermatologists hate this', label: 'derm' },
];
export const JOB_TEXT_STYLE: TextStyle = { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular', position: 'bottom' };

/** `finishedJob()` with two texts on its hooks, in 9:16 alone: each hook with each text, four outputs. */
export function finishedJobWithTexts(): JobView {
  const parts = [
    { intro: 1, text: 1 },
    { intro: 1, text: 2 },
    { intro: 2, text: 1 },
    { intro: 2, text: 2 },
  ];
  const outputs = parts.map(({ intro, text }) => {
    const fileName = `h${intro}-t${text}-b1-c1_9x16.mp4`;
    return { path: outputPath(fileName), fileName, intro, text, body: 1, cta: 1, placement: '9:16' as const };
  });
  return finishedJob({ placements: ['9:16'], outputs, outputVideos: outputs.map((output) => output.path), texts: JOB_TEXTS, textStyle: JOB_TEXT_STYLE });
}

/** An export of `finishedJobWithTexts()` where the ads with "derm" are clicked three times as often, and the hooks alike. */
export const TEXT_WINS_EXPORT = [
  'Ad name,Amount spent (USD),Impressions,Link clicks,Results',
  'UGC | h1-t1-b1-c1_9x16.mp4,250.00,25000,150,15',
  'UGC | h1-t2-b1-c1_9x16.mp4,250.00,25000,450,45',
  'UGC | h2-t1-b1-c1_9x16.mp4,250.00,25000,150,15',
  'UGC | h2-t2-b1-c1_9x16.mp4,250.00,25000,450,45',
].join('\n');

/** An export of `finishedJobWithTexts()` where hook-2's ads are clicked three times as often, and the texts alike. */
export const HOOK_WINS_OVER_TEXTS_EXPORT = [
  'Ad name,Amount spent (USD),Impressions,Link clicks,Results',
  'UGC | h1-t1-b1-c1_9x16.mp4,250.00,25000,150,15',
  'UGC | h1-t2-b1-c1_9x16.mp4,250.00,25000,150,15',
  'UGC | h2-t1-b1-c1_9x16.mp4,250.00,25000,450,45',
  'UGC | h2-t2-b1-c1_9x16.mp4,250.00,25000,450,45',
].join('\n');

export const LIBRARY = [
  buildLibraryClip({ id: 'clip-hook1', originalName: 'hook-1.mp4' }),
  buildLibraryClip({ id: 'clip-hook2', originalName: 'hook-2.mp4' }),
  buildLibraryClip({ id: 'clip-body1', section: 'body', originalName: 'body.mp4' }),
  buildLibraryClip({ id: 'clip-cta1', section: 'cta', originalName: 'cta.mp4' }),
];

/** A Meta ad-level export where hook-2's ads are clicked three times as often as hook-1's. */
export const META_EXPORT = [
  'Ad name,Amount spent (USD),Impressions,Link clicks,Results,3-second video plays',
  'UGC | h1-b1-c1_9x16.mp4,250.00,25000,150,15,7000',
  'UGC | h1-b1-c1_4x5.mp4,250.00,25000,150,12,7200',
  'UGC | h2-b1-c1_9x16.mp4,250.00,25000,450,40,7100',
  'UGC | h2-b1-c1_4x5.mp4,250.00,25000,450,38,6900',
  'Brand awareness always-on,100.00,9000,20,1,2000',
].join('\n');

/** A Meta export where both hook-2 and the 9:16 placement are clicked three times as often as the others. */
export const PLACEMENT_EXPORT = [
  'Ad name,Amount spent (USD),Impressions,Link clicks,Results',
  'UGC | h1-b1-c1_9x16.mp4,250.00,25000,150,15',
  'UGC | h1-b1-c1_4x5.mp4,250.00,25000,50,5',
  'UGC | h2-b1-c1_9x16.mp4,250.00,25000,450,45',
  'UGC | h2-b1-c1_4x5.mp4,250.00,25000,150,15',
].join('\n');

/** An export from elsewhere: no column is called "Ad name" or "Impressions". */
export const OTHER_EXPORT = ['Creative,Shown,Spent,Taps', 'h1-b1-c1_9x16,25000,250,150', 'h2-b1-c1_9x16,25000,250,450'].join('\n');

/** The report the server answers a kept export with, named after the file sent. */
export const SAVED_REPORT_ID = 'report-new';

function keptAnswer(call: MockCall) {
  const file = (call.body as FormData).get('export') as File;
  const metric = (call.body as FormData).get('metric') as VerdictMetric;
  return { status: 201, body: buildJobReportView({ id: SAVED_REPORT_ID, fileName: file.name, metric }) };
}

/**
 * Opens the page of `finishedJob()` as a Pro customer. The job keeps no report unless the routes
 * say otherwise, and an export chosen is kept as `SAVED_REPORT_ID`.
 */
export function openResults(routes: Parameters<typeof mockApi>[0] = {}, job = finishedJob()) {
  const api = mockApi(
    {
      [JOB_ROUTE]: { body: job },
      'GET /api/clips': { body: { clips: LIBRARY } },
      'GET /api/jobs/user': { body: [] },
      [`GET ${REPORTS_PATH}`]: { body: [] },
      [`POST ${REPORTS_PATH}`]: keptAnswer,
      ...routes,
    },
    { signedIn: proCustomer() },
  );
  return { api, ...renderRoute(RESULTS_PATH) };
}

export async function importExport(csv: string, name = 'export.csv', type = 'text/csv') {
  await screen.findByRole('heading', { level: 1, name: 'Read Results' });
  fireEvent.change(screen.getByLabelText('Ads Manager export file'), { target: { files: [new File([csv], name, { type })] } });
  await act(async () => undefined);
}

export const region = (name: string) => within(screen.getByRole('region', { name }));
