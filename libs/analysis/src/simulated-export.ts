/*
 * Seeded synthetic exports: a hook (x text) x body x CTA (x placement) design and a Meta-style CSV
 * whose clicks are drawn from known rates (`ctrOf` sees each output's parts, its text included,
 * so any part can be given an effect). Used to check the statistics against known truth and to
 * time the analysis on large exports.
 */
import { outputFileName, parsePlacement, textDisplayName } from '@reelmix/contracts/browser';
import type { DesignOutput } from './design';

/** mulberry32: a small, fast seeded PRNG giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Above this many expected successes a draw uses the normal approximation (exact enough, and cheap). */
const EXACT_BINOMIAL_MEAN_LIMIT = 500;

/**
 * A Binomial(n, p) draw. Exact by counting geometric waiting times between successes (O(n p)
 * steps, which suits the rare rates of ads, p around 1%); for large expected counts (3-second
 * views) a rounded normal draw, whose error is far below anything the analysis resolves.
 */
export function sampleBinomial(random: () => number, n: number, p: number): number {
  if (p <= 0 || n <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - sampleBinomial(random, n, 1 - p);
  if (n * p > EXACT_BINOMIAL_MEAN_LIMIT) {
    const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.min(n, Math.max(0, Math.round(n * p + gaussian * Math.sqrt(n * p * (1 - p)))));
  }
  const logQ = Math.log(1 - p);
  let successes = 0;
  let position = 0;
  for (;;) {
    position += Math.floor(Math.log(1 - random()) / logQ) + 1;
    if (position > n) return successes;
    successes += 1;
  }
}

/**
 * A full grid design in reading order: `h1-b2-c3_9x16.mp4` made of hook1.mp4, body2.mp4, cta3.mp4,
 * placement 9x16. With `texts` (0: none), each hook also carries each text: `h1-t2-b2-c3_9x16.mp4`
 * draws "Text 2".
 */
export function gridDesign(hooks: number, bodies: number, ctas: number, placements: readonly string[] = ['9x16'], texts = 0): DesignOutput[] {
  const textPositions: Array<number | undefined> = texts > 0 ? Array.from({ length: texts }, (_, i) => i + 1) : [undefined];
  const design: DesignOutput[] = [];
  for (let h = 1; h <= hooks; h += 1)
    for (const t of textPositions)
      for (let b = 1; b <= bodies; b += 1)
        for (let c = 1; c <= ctas; c += 1)
          for (const placement of placements) {
            const output: DesignOutput = {
              file: outputFileName({ intro: h, body: b, cta: c, ...(t === undefined ? {} : { text: t }) }, parsePlacement(placement)),
              hook: { position: h, name: `hook${h}.mp4` },
              body: { position: b, name: `body${b}.mp4` },
              cta: { position: c, name: `cta${c}.mp4` },
              placement,
            };
            if (t !== undefined) output.text = { position: t, name: textDisplayName({ text: `Text ${t}` }) };
            design.push(output);
          }
  return design;
}

export interface SimulationSettings {
  seed: number;
  design: readonly DesignOutput[];
  /** The true CTR of an output. */
  ctrOf: (output: DesignOutput) => number;
  minImpressions: number;
  maxImpressions: number;
  /** Rows per output (as when an ad runs in several ad sets); 1 by default. */
  rowsPerOutput?: number;
}

/** A Meta Ads Manager-style export of the design with clicks drawn at the given rates. */
export function simulateMetaExport(settings: SimulationSettings): string {
  const random = mulberry32(settings.seed);
  const lines = ['Ad name,Amount spent (USD),Impressions,Link clicks,Results,3-second video plays'];
  const rowsPerOutput = settings.rowsPerOutput ?? 1;
  for (const output of settings.design) {
    for (let r = 0; r < rowsPerOutput; r += 1) {
      const impressions = settings.minImpressions + Math.floor(random() * (settings.maxImpressions - settings.minImpressions + 1));
      const clicks = sampleBinomial(random, impressions, settings.ctrOf(output));
      const results = sampleBinomial(random, clicks, 0.05);
      const hookViews = sampleBinomial(random, impressions, 0.3);
      const spend = ((impressions / 1000) * 8).toFixed(2);
      lines.push(`Ad set ${r + 1} - ${output.file},${spend},${impressions},${clicks},${results},${hookViews}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
