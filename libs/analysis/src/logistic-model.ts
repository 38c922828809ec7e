/*
 * A binomial GLM (logistic regression) with a main effect per factor (hook, text when the job
 * has texts, body, CTA, placement), fitted to every ad at once by Newton's method (IRLS).
 * Fitting all ads together separates a hook's effect from the texts, bodies and CTAs it happened
 * to run with, which matters when a design is unbalanced or only partly run.
 *
 * Coding: sum-to-zero (effect) coding, so each level's effect is its log-odds difference from the
 * factor's average level (the unweighted mean over levels), which the report shows as an odds
 * ratio against the section's average part.
 *
 * Guards:
 * - Zero counts and separation (a part with no clicks at all would push its effect to -infinity):
 *   each ad gets one pseudo-trial at the pooled rate (p̄ successes out of 1). Every ad then has
 *   both outcomes, so the likelihood has a finite maximum; against thousands of impressions per
 *   ad this shifts rates by well under their standard error.
 * - Aliased designs (two factors that never vary independently in a partial design): a 1e-6 ridge
 *   on the non-intercept coefficients keeps the information matrix invertible; the aliased
 *   effects then get huge standard errors, so no verdict rests on them.
 * - Over-dispersion: real ads differ beyond what the main effects explain (audiences, ad sets),
 *   so the covariance is scaled by the Pearson dispersion when it exceeds 1 (quasi-binomial).
 *   Pure binomial data leave it near 1.
 */
import { choleskyDecompose, choleskyInverse, choleskySolve } from './linear-algebra';

export interface ModelObservation {
  /** The level index of each factor for this ad. */
  levels: readonly number[];
  successes: number;
  trials: number;
}

export interface LogisticModelInput {
  /** How many levels each factor has. */
  levelCounts: readonly number[];
  observations: readonly ModelObservation[];
}

/** A factor's level effects on the log-odds scale, relative to the average level. */
export interface FactorEffects {
  /** The level indexes that had trials, in order; the effects and covariance follow this order. */
  levels: number[];
  effects: number[];
  covariance: number[][];
}

export interface LogisticModelFit {
  intercept: number;
  /** Per factor; null when it had fewer than two levels with trials (nothing to compare). */
  factors: Array<FactorEffects | null>;
  /** The factor by which the covariance was scaled (>= 1). */
  dispersion: number;
  iterations: number;
  converged: boolean;
}

const RIDGE = 1e-6;
const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-9;

interface CodedFactor {
  factor: number;
  /** Original level -> compact level, or -1 when the level had no trials. */
  compact: number[];
  levels: number[];
  offset: number;
}

function logistic(eta: number): number {
  return eta >= 0 ? 1 / (1 + Math.exp(-eta)) : Math.exp(eta) / (1 + Math.exp(eta));
}

/** Fits the model; null when there is nothing to fit (no trials, or no successes or no failures at all). */
export function fitLogisticModel(input: LogisticModelInput): LogisticModelFit | null {
  const observations = input.observations.filter((o) => o.trials > 0);
  const totalTrials = observations.reduce((s, o) => s + o.trials, 0);
  const totalSuccesses = observations.reduce((s, o) => s + Math.min(o.successes, o.trials), 0);
  if (!(totalTrials > 0) || totalSuccesses <= 0 || totalSuccesses >= totalTrials) return null;
  const pooled = totalSuccesses / totalTrials;

  // Code each factor over the levels that actually had trials.
  const coded: Array<CodedFactor | null> = [];
  let columns = 1;
  input.levelCounts.forEach((count, factor) => {
    const present = new Array<boolean>(count).fill(false);
    for (const o of observations) present[o.levels[factor]] = true;
    const levels = present.flatMap((p, level) => (p ? [level] : []));
    if (levels.length < 2) {
      coded.push(null);
      return;
    }
    const compact = new Array<number>(count).fill(-1);
    levels.forEach((level, i) => (compact[level] = i));
    coded.push({ factor, compact, levels, offset: columns });
    columns += levels.length - 1;
  });

  // Sparse design rows: (column, value) pairs.
  const rows = observations.map((o) => {
    const entries: Array<[number, number]> = [[0, 1]];
    for (const c of coded) {
      if (!c) continue;
      const level = c.compact[o.levels[c.factor]];
      const k = c.levels.length;
      if (level < k - 1) entries.push([c.offset + level, 1]);
      else for (let m = 0; m < k - 1; m += 1) entries.push([c.offset + m, -1]);
    }
    return entries;
  });
  const y = observations.map((o) => Math.min(o.successes, o.trials) + pooled);
  const n = observations.map((o) => o.trials + 1);

  const beta = new Array<number>(columns).fill(0);
  beta[0] = Math.log(pooled / (1 - pooled));
  const linear = (b: readonly number[], r: number): number => rows[r].reduce((s, [col, v]) => s + b[col] * v, 0);
  const penalisedLogLikelihood = (b: readonly number[]): number => {
    let ll = 0;
    for (let r = 0; r < rows.length; r += 1) {
      const eta = linear(b, r);
      // log(1 + e^eta) computed stably.
      const softplus = eta > 0 ? eta + Math.log1p(Math.exp(-eta)) : Math.log1p(Math.exp(eta));
      ll += y[r] * eta - n[r] * softplus;
    }
    for (let j = 1; j < b.length; j += 1) ll -= (RIDGE / 2) * b[j] * b[j];
    return ll;
  };

  const information = (b: readonly number[]): { matrix: number[][]; score: number[] } => {
    const matrix = Array.from({ length: columns }, () => new Array<number>(columns).fill(0));
    const score = new Array<number>(columns).fill(0);
    for (let r = 0; r < rows.length; r += 1) {
      const mu = logistic(linear(b, r));
      const w = n[r] * mu * (1 - mu);
      const residual = y[r] - n[r] * mu;
      for (const [ci, vi] of rows[r]) {
        score[ci] += vi * residual;
        for (const [cj, vj] of rows[r]) matrix[ci][cj] += w * vi * vj;
      }
    }
    for (let j = 1; j < columns; j += 1) {
      matrix[j][j] += RIDGE;
      score[j] -= RIDGE * b[j];
    }
    return { matrix, score };
  };

  let iterations = 0;
  let converged = false;
  let current = penalisedLogLikelihood(beta);
  while (iterations < MAX_ITERATIONS && !converged) {
    iterations += 1;
    const { matrix, score } = information(beta);
    const step = choleskySolve(choleskyDecompose(matrix), score);
    // Step halving keeps each Newton step an ascent step.
    let scale = 1;
    let candidate = beta.map((b, j) => b + step[j]);
    let value = penalisedLogLikelihood(candidate);
    while (value < current - 1e-12 && scale > 1e-6) {
      scale /= 2;
      candidate = beta.map((b, j) => b + scale * step[j]);
      value = penalisedLogLikelihood(candidate);
    }
    const change = Math.max(...step.map((s) => Math.abs(s * scale)));
    for (let j = 0; j < columns; j += 1) beta[j] = candidate[j];
    current = value;
    converged = change < TOLERANCE;
  }

  const { matrix } = information(beta);
  const covariance = choleskyInverse(choleskyDecompose(matrix));
  let pearson = 0;
  for (let r = 0; r < rows.length; r += 1) {
    const mu = logistic(linear(beta, r));
    pearson += (y[r] - n[r] * mu) ** 2 / (n[r] * mu * (1 - mu));
  }
  const residualDf = rows.length - columns;
  const dispersion = residualDf > 0 ? Math.max(1, pearson / residualDf) : 1;

  // `coded` holds one entry per factor, in order.
  const factors = coded.map((c) => (c ? factorEffects(c, beta, covariance, dispersion) : null));
  return { intercept: beta[0], factors, dispersion, iterations, converged };
}

/** Level effects e = C β with C the sum-to-zero contrast, and their covariance C V Cᵀ. */
function factorEffects(c: CodedFactor, beta: readonly number[], covariance: readonly number[][], dispersion: number): FactorEffects {
  const k = c.levels.length;
  // Row j of C: unit vector j for j < k-1; all -1 for the last level.
  const contrast = (j: number, m: number): number => (j < k - 1 ? (j === m ? 1 : 0) : -1);
  const effects = Array.from({ length: k }, (_, j) => {
    let e = 0;
    for (let m = 0; m < k - 1; m += 1) e += contrast(j, m) * beta[c.offset + m];
    return e;
  });
  const cov = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => {
      let s = 0;
      for (let a = 0; a < k - 1; a += 1) {
        const ci = contrast(i, a);
        if (ci === 0) continue;
        for (let b = 0; b < k - 1; b += 1) {
          const cj = contrast(j, b);
          if (cj !== 0) s += ci * cj * covariance[c.offset + a][c.offset + b];
        }
      }
      return s * dispersion;
    }),
  );
  return { levels: [...c.levels], effects, covariance: cov };
}
