import { buildProbeResult } from '../../libs/media/src/probe-result.builder';
import { parseRenderArgs, type RenderCliOptions } from './render-cli-args';
import { describePlan, narrowsCombinations, planCliCombinations } from './render-cli-plan';

const optionsOf = (line: string): RenderCliOptions => {
  const parsed = parseRenderArgs(line.split(' ').filter(Boolean), () => true);
  if (parsed.kind !== 'run') throw new Error('expected a run');
  return parsed.options;
};
const clips = '--intro h1.mp4 h2.mp4 h3.mp4 --body b1.mp4 b2.mp4 b3.mp4 --cta c1.mp4 c2.mp4 c3.mp4 --out o';
// Hooks of 2, 3 and 4 s, bodies of 5, 6 and 7 s, ctas of 1, 2 and 3 s: combinations of 8-14 s.
const probes = new Map(
  [
    ['h1.mp4', 2], ['h2.mp4', 3], ['h3.mp4', 4],
    ['b1.mp4', 5], ['b2.mp4', 6], ['b3.mp4', 7],
    ['c1.mp4', 1], ['c2.mp4', 2], ['c3.mp4', 3],
  ].map(([file, durationSec]) => [file as string, buildProbeResult({ durationSec: durationSec as number })]),
);

describe('the command\'s combination plan', () => {
  it('renders everything when no option narrows it', () => {
    const options = optionsOf(clips);
    expect(narrowsCombinations(options)).toBe(false);
    expect(planCliCombinations(options, probes).chosen).toHaveLength(27);
  });

  it('judges the budget on the probed lengths and says what it left out and why', () => {
    const options = optionsOf(`${clips} --exclude h2-b3 --duration 9-13 --balanced 9`);
    expect(narrowsCombinations(options)).toBe(true);
    const plan = planCliCombinations(options, probes);
    expect(plan.chosen).toHaveLength(9);
    expect(describePlan(plan, options)).toBe(
      [
        '27 combinations (3 intro x 3 body x 3 cta)',
        '  3 excluded by the rule h2-b3',
        '  2 outside 9-13 s',
        '  13 left out of the balanced 9',
        '  9 to render',
      ].join('\n'),
    );
  });

  it('lists only the reasons that left something out', () => {
    const options = optionsOf(`${clips} --exclude h1-b1,c3-only-b3 --duration 0-60`);
    expect(describePlan(planCliCombinations(options, probes), options)).toBe(
      ['27 combinations (3 intro x 3 body x 3 cta)', '  8 excluded by rules h1-b1, c3-only-b3', '  19 to render'].join('\n'),
    );
  });
});
