import { DEFAULT_NAME_TEMPLATE, fillNameTemplate, outputFileName, placeholderValue, STANDALONE_NAME_TEMPLATE } from './output-name';

describe('outputFileName', () => {
  it('names the parts, 1-based, and the placement tag', () => {
    expect(outputFileName({ intro: 1, body: 2, cta: 3 }, '9:16')).toBe('h1-b2-c3_9x16.mp4');
    expect(outputFileName({ intro: 12, body: 1, cta: 1 }, '16:9')).toBe('h12-b1-c1_16x9.mp4');
    expect(outputFileName({ intro: 1, body: 2, cta: 3 }, '9:16', 'j12')).toBe('j12-h1-b2-c3_9x16.mp4');
  });

  it('refuses indexes that are not 1-based whole numbers', () => {
    expect(() => outputFileName({ intro: 0, body: 1, cta: 1 }, '4:5')).toThrow('intro must be a 1-based index');
    expect(() => outputFileName({ intro: 1, body: 1.5, cta: 1 }, '4:5')).toThrow('body must be a 1-based index');
  });
});

describe('fillNameTemplate', () => {
  const parts = { intro: 2, body: 1, cta: 3 };

  it('fills numbers, the placement tag and the clips\' names', () => {
    expect(fillNameTemplate(STANDALONE_NAME_TEMPLATE, parts, '4:5')).toBe('h2-b1-c3_4x5');
    expect(fillNameTemplate(DEFAULT_NAME_TEMPLATE, parts, '4:5', undefined, 'j12')).toBe('j12-h2-b1-c3_4x5');
    // Without the job's label (a preview before the job exists) {job} stays as written.
    expect(fillNameTemplate(DEFAULT_NAME_TEMPLATE, parts, '4:5')).toBe('{job}-h2-b1-c3_4x5');
    expect(fillNameTemplate('{hook}_{body}_{cta}_{ratio}', parts, '1:1', { intro: 'Hook A', body: 'body', cta: 'Buy' })).toBe('Hook A_body_Buy_1x1');
    expect(fillNameTemplate('ad-{h}{b}{c}-{h}', parts, '9:16')).toBe('ad-213-2');
  });

  it('leaves what it cannot fill as written', () => {
    expect(fillNameTemplate('{hook}-{bdy}-{ratio}', parts, '16:9')).toBe('{hook}-{bdy}-16x9');
    expect(placeholderValue('cta', parts, '9:16')).toBeNull();
  });
});
