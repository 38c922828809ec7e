import {
  DEFAULT_NAME_TEMPLATE,
  DEFAULT_TEXT_NAME_TEMPLATE,
  defaultNameTemplate,
  fillNameTemplate,
  NAME_TEXT_MAX_LENGTH,
  outputFileName,
  placeholderValue,
  STANDALONE_NAME_TEMPLATE,
  STANDALONE_TEXT_NAME_TEMPLATE,
} from './output-name';

describe('outputFileName', () => {
  it('names the parts, 1-based, and the placement tag', () => {
    expect(outputFileName({ intro: 1, body: 2, cta: 3 }, '9:16')).toBe('h1-b2-c3_9x16.mp4');
    expect(outputFileName({ intro: 12, body: 1, cta: 1 }, '16:9')).toBe('h12-b1-c1_16x9.mp4');
    expect(outputFileName({ intro: 1, body: 2, cta: 3 }, '9:16', 'j12')).toBe('j12-h1-b2-c3_9x16.mp4');
  });

  it('refuses indexes that are not 1-based whole numbers', () => {
    expect(() => outputFileName({ intro: 0, body: 1, cta: 1 }, '4:5')).toThrow('intro must be a 1-based index');
    expect(() => outputFileName({ intro: 1, body: 1.5, cta: 1 }, '4:5')).toThrow('body must be a 1-based index');
    expect(() => outputFileName({ intro: 1, body: 1, cta: 1, text: 0 }, '4:5')).toThrow('text must be a 1-based index');
  });

  it("names the text's position between hook and body when the combination has one", () => {
    expect(outputFileName({ intro: 1, body: 2, cta: 3, text: 2 }, '9:16')).toBe('h1-t2-b2-c3_9x16.mp4');
    expect(outputFileName({ intro: 1, body: 2, cta: 3, text: 2 }, '9:16', 'j12')).toBe('j12-h1-t2-b2-c3_9x16.mp4');
  });
});

describe('defaultNameTemplate', () => {
  it('keeps the names of jobs without texts and adds {t} for jobs with them', () => {
    expect(defaultNameTemplate({ inJob: true, withTexts: false })).toBe(DEFAULT_NAME_TEMPLATE);
    expect(defaultNameTemplate({ inJob: false, withTexts: false })).toBe(STANDALONE_NAME_TEMPLATE);
    expect(defaultNameTemplate({ inJob: true, withTexts: true })).toBe(DEFAULT_TEXT_NAME_TEMPLATE);
    expect(defaultNameTemplate({ inJob: false, withTexts: true })).toBe(STANDALONE_TEXT_NAME_TEMPLATE);
    expect(DEFAULT_TEXT_NAME_TEMPLATE).toBe('{job}-h{h}-t{t}-b{b}-c{c}_{ratio}');
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
    // A combination without a text, or a text without its name, leaves {t} and {text} showing.
    expect(fillNameTemplate('h{h}-t{t}-{text}', parts, '9:16')).toBe('h2-t{t}-{text}');
  });

  it("fills the text's position and its name", () => {
    const withText = { ...parts, text: 3 };
    expect(fillNameTemplate(STANDALONE_TEXT_NAME_TEMPLATE, withText, '4:5')).toBe('h2-t3-b1-c3_4x5');
    expect(fillNameTemplate('{text}_{ratio}', withText, '1:1', { text: 'Summer sale' })).toBe('Summer sale_1x1');
  });

  it(`cuts a long text to ${NAME_TEXT_MAX_LENGTH} characters, at a word where one is near`, () => {
    const text = 'Stop scrolling: this is the one kitchen gadget everyone is talking about';
    const name = placeholderValue('text', { ...parts, text: 1 }, '9:16', { text })!;
    expect(name).toBe('Stop scrolling: this is the one kitchen');
    expect([...name].length).toBeLessThanOrEqual(NAME_TEXT_MAX_LENGTH);
    expect(placeholderValue('text', { ...parts, text: 1 }, '9:16', { text: 'x'.repeat(120) })).toBe('x'.repeat(NAME_TEXT_MAX_LENGTH));
    expect(placeholderValue('text', { ...parts, text: 1 }, '9:16', { text: 'Ça coûte 10 €' })).toBe('Ça coûte 10 €');
  });
});
