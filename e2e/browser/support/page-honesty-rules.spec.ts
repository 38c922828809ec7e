import { cutTexts, estimatesIn, type TextBox, wrongPlurals } from './page-honesty-rules';

/** A label 200 px wide at x 20, inside nothing that clips, that fits its own box. */
function label(overrides: Partial<TextBox> = {}): TextBox {
  return {
    name: 'p.label',
    text: 'UGC_Sarah_testimonial_hook_v3_final.mp4',
    left: 20,
    right: 220,
    scrollWidth: 200,
    clientWidth: 200,
    overflowX: 'visible',
    textOverflow: 'clip',
    clippedBy: [],
    ...overrides,
  };
}

const PHONE = 390;

describe('cutTexts', () => {
  it('passes text that fits its box and the screen', () => {
    expect(cutTexts([label()], PHONE)).toEqual([]);
  });

  it('finds a label cut short by its own box, with an ellipsis or without', () => {
    const found = cutTexts(
      [
        label({ name: 'td.name', overflowX: 'hidden', textOverflow: 'ellipsis', scrollWidth: 320, clientWidth: 140 }),
        label({ name: 'span.tick', overflowX: 'clip', scrollWidth: 142, clientWidth: 140 }),
        // A pixel over is rounding, not a cut.
        label({ name: 'span.fits', overflowX: 'hidden', scrollWidth: 141, clientWidth: 140 }),
      ],
      PHONE,
    );

    expect(found).toEqual([
      'td.name "UGC_Sarah_testimonial_hook_v3_final.mp4" is wider than its box (320 px in 140 px, overflow hidden, ellipsis)',
      'span.tick "UGC_Sarah_testimonial_hook_v3_final.mp4" is wider than its box (142 px in 140 px, overflow clip)',
    ]);
  });

  it('finds text a clipping parent cuts off on the left, as a chart axis cut long names', () => {
    const svg = { name: 'svg.recharts-surface', left: 30, right: 360, scrolls: false, cued: false };
    const [found] = cutTexts([label({ name: 'tspan', left: -12, right: 160, clippedBy: [svg] })], PHONE);

    expect(found).toBe('tspan "UGC_Sarah_testimonial_hook_v3_final.mp4" is cut off by svg.recharts-surface (text -12-160 px, box 30-360 px)');
  });

  it('lets text lie past the edge of a box that scrolls only when something says it scrolls', () => {
    const table = (cued: boolean) => ({ name: 'div.table-scroll__box', left: 20, right: 370, scrolls: true, cued });
    const cell = (cued: boolean) => label({ name: 'td', text: '$102.88', left: 600, right: 660, clippedBy: [table(cued)] });

    expect(cutTexts([cell(true)], PHONE)).toEqual([]);
    expect(cutTexts([cell(false)], PHONE)).toEqual(['td "$102.88" is out of sight in div.table-scroll__box, which scrolls sideways with nothing saying so']);
  });

  it('finds text running off either edge of the screen', () => {
    expect(cutTexts([label({ right: 512 }), label({ name: 'h1', text: 'Read Results', left: -40, right: 80 })], PHONE)).toEqual([
      'p.label "UGC_Sarah_testimonial_hook_v3_final.mp4" runs past the screen\'s right edge (512 px of 390 px)',
      'h1 "Read Results" starts off the screen\'s left edge (at -40 px)',
    ]);
  });
});

describe('estimatesIn', () => {
  it('finds each estimate of a wait once, in the words shown', () => {
    expect(
      estimatesIn([
        "Your videos are being processed, which takes about 3-5 minutes. We'll email you download links when ready.",
        'Your videos are processing in the background, which usually takes 5-10 minutes.',
        'A few seconds left',
        'About 40 seconds left',
        'About 2 minutes left',
        'Less than a minute to go',
      ]),
    ).toEqual(['about 3-5 minutes', 'usually takes 5-10 minutes', 'A few seconds left', 'About 40 seconds left', 'About 2 minutes left', 'Less than a minute to go']);
  });

  it('does not take durations that happened or limits for estimates', () => {
    expect(
      estimatesIn([
        'Generated 6 videos (3 combinations in 2 placements) in 38 seconds.',
        'Only lengths from 9 to 15 seconds',
        'Answer with any 2xx within 5 seconds. Links expire after 24 hours.',
        'Clips up to 60 seconds long',
        'Length 6.4 s · 16:9 landscape',
      ]),
    ).toEqual([]);
  });
});

describe('wrongPlurals', () => {
  it('finds a count of one with a plural noun, and a plural count with a singular noun before a verb', () => {
    expect(wrongPlurals(['Generated 1 videos.', 'Job 12: 1 combinations chosen', '3 video are ready', '1 video are ready', '0 job was found'])).toEqual([
      '"1 videos" in "Generated 1 videos."',
      '"1 combinations" in "Job 12: 1 combinations chosen"',
      '"3 video are" in "3 video are ready"',
      '"1 video are" in "1 video are ready"',
      '"0 job was" in "0 job was found"',
    ]);
  });

  it('passes counts in the right number, decimals and adjectives', () => {
    expect(
      wrongPlurals([
        '1 video is ready',
        'Generated 4 videos (2 combinations in 2 placements).',
        '21 videos, 2.1 seconds each',
        '12 video combinations',
        '1,000 impressions',
        'Test 2 of 3 hooks',
      ]),
    ).toEqual([]);
  });
});
