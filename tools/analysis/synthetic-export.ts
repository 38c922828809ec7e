import { csvRow, STANDALONE_NAME_TEMPLATE, fillNameTemplate, OUTPUT_EXTENSION, parsePlacement, PLACEMENTS } from '@reelmix/contracts/browser';

/*
 * A Meta-like ads export and the Reelmix manifest it was made from, generated from a seed: the
 * benchmark's 1,000-row input and the tests' small ones. Ad names carry the output's stem between
 * an ad set prefix and a version suffix, as buyers name ads; each ad set runs every output once,
 * and a Meta totals row (empty ad name) closes the file.
 */

export interface SyntheticSpec {
  hooks: number;
  bodies: number;
  ctas: number;
  /** Placements as the manifest writes them: 9:16, 4:5, 1:1, 16:9. */
  placements: readonly string[];
  /** Export rows per output. */
  adSetsPerOutput: number;
  /** Mean impressions of a row. */
  impressionsPerRow: number;
  seed: number;
  /** Click-through of each hook (1-based order), before the body and cta shift it; default a gentle rise. */
  hookCtr?: readonly number[];
}

export interface SyntheticBundle {
  exportCsv: string;
  manifestCsv: string;
  outputs: number;
  rows: number;
}

const META_HEADER = [
  'Reporting starts', 'Reporting ends', 'Campaign name', 'Ad set name', 'Ad name', 'Delivery status',
  'Amount spent (USD)', 'Impressions', 'Reach', 'Link clicks', 'Results', 'Result indicator', '3-second video plays',
];
const MANIFEST_HEADER = ['file', 'intro', 'body', 'cta', 'placement', 'duration_sec', 'width', 'height', 'size_bytes', 'sha256'];
const AD_NAME_SHAPES = [
  (adSet: string, stem: string) => `${adSet} | ${stem}.mp4`,
  (adSet: string, stem: string) => `${adSet} - ${stem} - v2`,
  (adSet: string, stem: string) => `UGC test ${stem.toUpperCase()} (${adSet})`,
];

export function syntheticBundle(spec: SyntheticSpec): SyntheticBundle {
  const random = seededRandom(spec.seed);
  const manifest = [csvRow(MANIFEST_HEADER)];
  const exportLines = [csvRow(META_HEADER)];
  const totals = { spend: 0, impressions: 0, clicks: 0, results: 0, views: 0 };
  let outputs = 0;
  for (const placement of spec.placements.map(parsePlacement)) {
    for (let h = 1; h <= spec.hooks; h++) {
      for (let b = 1; b <= spec.bodies; b++) {
        for (let c = 1; c <= spec.ctas; c++) {
          outputs++;
          const stem = fillNameTemplate(STANDALONE_NAME_TEMPLATE, { intro: h, body: b, cta: c }, placement);
          const { width, height } = PLACEMENTS[placement];
          manifest.push(csvRow([`${stem}${OUTPUT_EXTENSION}`, `hook${h}.mp4`, `body${b}.mp4`, `cta${c}.mp4`, placement, '12.000', width, height, 4_000_000 + outputs, hex(random, 64)]));
          const ctr = (spec.hookCtr?.[h - 1] ?? 0.01 * (1 + 0.15 * (h - 1))) * (1 + 0.05 * (b - 1)) * (1 + 0.03 * (c - 1));
          const hookRate = 0.25 + 0.03 * h;
          const conversion = 0.04 + 0.01 * c;
          for (let s = 1; s <= spec.adSetsPerOutput; s++) {
            const impressions = Math.max(1, Math.round(spec.impressionsPerRow * (0.5 + random())));
            const clicks = binomial(random, impressions, ctr);
            const results = binomial(random, clicks, conversion);
            const views = binomial(random, impressions, hookRate);
            const spend = Math.round(impressions * (8 + 4 * random())) / 1000;
            Object.assign(totals, {
              spend: totals.spend + spend, impressions: totals.impressions + impressions, clicks: totals.clicks + clicks,
              results: totals.results + results, views: totals.views + views,
            });
            const adSet = `AS${String(s).padStart(2, '0')} Broad 25-44`;
            const adName = AD_NAME_SHAPES[(s - 1) % AD_NAME_SHAPES.length]!(adSet, stem);
            exportLines.push(metaRow(adSet, adName, spend, impressions, clicks, results, views));
          }
        }
      }
    }
  }
  exportLines.push(metaRow('', '', totals.spend, totals.impressions, totals.clicks, totals.results, totals.views));
  return { exportCsv: `${exportLines.join('\n')}\n`, manifestCsv: `${manifest.join('\r\n')}\r\n`, outputs, rows: outputs * spec.adSetsPerOutput };
}

function metaRow(adSet: string, adName: string, spend: number, impressions: number, clicks: number, results: number, views: number): string {
  const fields = ['2026-11-01', '2026-11-14', 'Reelmix test', adSet, adName, adName === '' ? '' : 'active', spend.toFixed(2), impressions, Math.round(impressions * 0.8), clicks, results, 'actions:offsite_conversion.fb_pixel_purchase', views];
  return csvRow(fields);
}

/** Normal approximation, clamped: the figures only need to look like an export, not be exact draws. */
function binomial(random: () => number, trials: number, p: number): number {
  const mean = trials * p;
  const spread = Math.sqrt(trials * p * (1 - p));
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.min(trials, Math.max(0, Math.round(mean + spread * normal)));
}

/** mulberry32: small and seedable, so a benchmark input is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(random: () => number, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
}
