import { DEFAULT_NAME_TEMPLATE, outputFileName, STANDALONE_NAME_TEMPLATE, type PlacementName, SAFE_FILE_NAME_PATTERN as STORAGE_SAFE } from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';
import { allCombinations } from './naming';
import { fileStem, outputFileNames, parseNameTemplate, storageSafeStem, type SourceNames } from './output-names';

const sources: SourceNames = { intro: ['clips/Hook A.mp4', 'Été à Paris.mov'], body: ['body.mov', 'body.mp4'], cta: ['Buy now!.webm'] };
const one = (template: string, placement: PlacementName = '9:16', parts = { intro: 1, body: 1, cta: 1 }) =>
  outputFileNames([{ parts, placement }], parseNameTemplate(template, [placement]), sources)[0];

describe('output names from a template', () => {
  it('names every output exactly as today by default', () => {
    const placements: PlacementName[] = ['9:16', '4:5', '1:1', '16:9'];
    const requests = allCombinations({ intro: 12, body: 3, cta: 11 }).flatMap((parts) => placements.map((placement) => ({ parts, placement })));
    const names = outputFileNames(requests, parseNameTemplate(STANDALONE_NAME_TEMPLATE, placements));
    expect(names).toEqual(requests.map(({ parts, placement }) => outputFileName(parts, placement)));
    expect(names[0]).toBe('h1-b1-c1_9x16.mp4');
  });

  it("puts a job's label first by default, so two jobs' outputs never share a name", () => {
    const requests = [{ parts: { intro: 1, body: 1, cta: 1 }, placement: '9:16' as const }];
    const template = parseNameTemplate(DEFAULT_NAME_TEMPLATE, ['9:16']);
    expect(outputFileNames(requests, template, undefined, 'j3')).toEqual(['j3-h1-b1-c1_9x16.mp4']);
    expect(outputFileNames(requests, template, undefined, 'j4')).toEqual(['j4-h1-b1-c1_9x16.mp4']);
    // The emoji fallback keeps the label too.
    expect(outputFileNames(requests, parseNameTemplate('{hook}', ['9:16']), { ...sources, intro: ['🔥.mp4'] }, 'j3')).toEqual(['j3-h1-b1-c1_9x16.mp4']);
  });

  it('refuses {job} outside a job', () => {
    const template = parseNameTemplate(DEFAULT_NAME_TEMPLATE, ['9:16']);
    expect(() => outputFileNames([{ parts: { intro: 1, body: 1, cta: 1 }, placement: '9:16' }], template)).toThrow('{job} names the outputs of a job');
  });

  it('fills in file names without extension, numbers and the placement tag', () => {
    expect(one('{hook}_{body}_{cta}_{ratio}')).toBe('Hook-A_body_Buy-now_9x16.mp4');
    expect(one('test-{h}{b}{c}-{ratio}', '16:9')).toBe('test-111-16x9.mp4');
    expect(one('{cta}')).toBe('Buy-now.mp4');
  });

  it('transliterates accented letters and replaces anything else with one dash', () => {
    expect(one('{hook}', '9:16', { intro: 2, body: 1, cta: 1 })).toBe('Ete-a-Paris.mp4');
    expect(storageSafeStem('Straße Œuvre Łódź Ærø')).toBe('Strasse-OEuvre-Lodz-AEro');
    expect(storageSafeStem('🔥 hook  //  "v2" 日本')).toBe('hook-v2');
    expect(storageSafeStem('..hidden...name--')).toBe('hidden.name');
    expect(storageSafeStem('🔥🔥')).toBe('');
  });

  it('falls back to the parts\' numbers when nothing safe is left', () => {
    const names = outputFileNames([{ parts: { intro: 1, body: 2, cta: 1 }, placement: '1:1' }], parseNameTemplate('{hook}', ['1:1']), {
      ...sources,
      intro: ['🔥.mp4'],
    });
    expect(names).toEqual(['h1-b2-c1_1x1.mp4']);
  });

  it('adds the extension once, even when the template ends in it', () => {
    expect(one('{h}-{ratio}.mp4')).toBe('1-9x16.mp4');
    expect(one('{h}-{ratio}.MP4')).toBe('1-9x16.mp4');
  });

  it('makes names unique within the job, -2, -3 in order, ignoring case', () => {
    const template = parseNameTemplate('{body}_{ratio}', ['9:16']);
    const parts = (body: number, cta = 1) => ({ parts: { intro: 1, body, cta }, placement: '9:16' as const });
    const names = outputFileNames([parts(1), parts(2), parts(1), parts(2), parts(1)], template, { ...sources, body: ['Body.mov', 'body.mp4'] });
    expect(names).toEqual(['Body_9x16.mp4', 'body_9x16-2.mp4', 'Body_9x16-3.mp4', 'body_9x16-4.mp4', 'Body_9x16-5.mp4']);
  });

  it('does not reuse a name a template made on its own', () => {
    const template = parseNameTemplate('{hook}', ['9:16']);
    const names = outputFileNames(
      [0, 1, 2].map((i) => ({ parts: { intro: i + 1, body: 1, cta: 1 }, placement: '9:16' as const })),
      template,
      { ...sources, intro: ['a.mp4', 'a.mov', 'a-2.mp4'] },
    );
    expect(names).toEqual(['a.mp4', 'a-2.mp4', 'a-2-2.mp4']);
  });

  it('caps names at 200 characters, keeping .mp4 and the uniqueness suffix', () => {
    const long = `${'x'.repeat(300)}.mp4`;
    const template = parseNameTemplate('{hook}', ['9:16']);
    const names = outputFileNames(
      [1, 2].map((intro) => ({ parts: { intro, body: 1, cta: 1 }, placement: '9:16' as const })),
      template,
      { ...sources, intro: [long, long] },
    );
    expect(names[0]).toHaveLength(200);
    expect(names[0]).toMatch(/^x+\.mp4$/);
    expect(names[1]).toHaveLength(200);
    expect(names[1]).toMatch(/^x+-2\.mp4$/);
    expect(names.every((name) => STORAGE_SAFE.test(name))).toBe(true);
  });

  it('gives storage-safe names whatever the clips are called', () => {
    const odd = ['-dash.mp4', '_under.mov', '.dot.mp4', 'a/b\\c.mp4', 'tab\there.mp4', 'ﬁne.mp4', '%20.mp4', '='.repeat(250)];
    const template = parseNameTemplate('{hook} {body}', ['4:5']);
    const names = outputFileNames(
      odd.map((_, i) => ({ parts: { intro: i + 1, body: 1, cta: 1 }, placement: '4:5' as const })),
      template,
      { intro: odd, body: ['body.mp4'], cta: ['c.mp4'] },
    );
    expect(names.every((name) => STORAGE_SAFE.test(name) && name.endsWith('.mp4'))).toBe(true);
    expect(new Set(names).size).toBe(odd.length);
    expect(names.slice(0, 6)).toEqual(['dash-body.mp4', 'under-body.mp4', 'dot-body.mp4', 'c-body.mp4', 'tab-here-body.mp4', 'fine-body.mp4']);
  });

  it.each([
    ['{hook}_{bdy}_{ratio}', 'Name template "{hook}_{bdy}_{ratio}" has an unknown placeholder {bdy}: use {job}, {hook}, {body}, {cta}, {h}, {b}, {c}, {ratio}'],
    ['{hook_{ratio}', 'has a brace without its pair'],
    ['hook}_{ratio}', 'has a brace without its pair'],
    ['  ', 'is empty'],
    ['.mp4', 'is empty'],
    ['{hook}_{body}_{cta}', 'has no {ratio}: with several placements, each combination would get the same name in every placement'],
  ])('refuses %j', (template, message) => {
    expect(() => parseNameTemplate(template, ['9:16', '4:5'])).toThrow(CombinationPlanError);
    expect(() => parseNameTemplate(template, ['9:16', '4:5'])).toThrow(message);
  });

  it('takes a template without {ratio} for one placement', () => {
    expect(parseNameTemplate('{hook}_{body}_{cta}', ['9:16', '9:16']).usesSourceNames).toBe(true);
  });

  it('needs the clips\' names for {hook}, {body} or {cta}', () => {
    const template = parseNameTemplate('{hook}_{ratio}', ['9:16']);
    expect(() => outputFileNames([{ parts: { intro: 1, body: 1, cta: 1 }, placement: '9:16' }], template)).toThrow("needs the clips' file names");
  });
});

describe('output names in a job with texts', () => {
  const request = (text: number, body = 1) => ({ parts: { intro: 1, text, body, cta: 1 }, placement: '9:16' as const });

  it('refuses {t} and {text} in a job without texts, and offers them only in a job with texts', () => {
    expect(() => parseNameTemplate('h{h}-t{t}_{ratio}', ['9:16'])).toThrow(CombinationPlanError);
    expect(() => parseNameTemplate('h{h}-t{t}_{ratio}', ['9:16'])).toThrow('has {t}, but the job has no texts: leave {t} and {text} out');
    expect(() => parseNameTemplate('{text}_{ratio}', ['9:16'], 0)).toThrow('has {text}, but the job has no texts');
    expect(parseNameTemplate('{text}_{ratio}', ['9:16'], 2).usesTextNames).toBe(true);
    expect(() => parseNameTemplate('{txt}', ['9:16'], 2)).toThrow('use {job}, {hook}, {body}, {cta}, {h}, {b}, {c}, {t}, {text}, {ratio}');
  });

  it('makes file-safe names of texts with spaces, punctuation and accents, cut to a readable length', () => {
    const texts = ['Stop scrolling!', '"50% off" – today only?', 'Ça marche, vraiment ?', 'This one kitchen gadget will change the way you cook dinner forever'];
    const names = outputFileNames(
      texts.map((_, i) => request(i + 1)),
      parseNameTemplate('{text}_{ratio}', ['9:16'], texts.length),
      undefined,
      undefined,
      texts,
    );
    expect(names).toEqual(['Stop-scrolling_9x16.mp4', '50-off-today-only_9x16.mp4', 'Ca-marche-vraiment_9x16.mp4', 'This-one-kitchen-gadget-will-change-the_9x16.mp4']);
    expect(names.every((name) => STORAGE_SAFE.test(name))).toBe(true);
  });

  it('keeps a text whole where a file name would lose a part: dots and slashes are no extension or folder', () => {
    const names = outputFileNames([request(1)], parseNameTemplate('{text}', ['9:16'], 1), undefined, undefined, ['v2.0 A/B test']);
    expect(names).toEqual(['v2.0-A-B-test.mp4']);
  });

  it('gives unique names when the template cannot tell two texts apart', () => {
    const names = outputFileNames([request(1), request(2), request(3), request(1, 2)], parseNameTemplate(DEFAULT_NAME_TEMPLATE, ['9:16'], 3), undefined, 'j12');
    expect(names).toEqual(['j12-h1-b1-c1_9x16.mp4', 'j12-h1-b1-c1_9x16-2.mp4', 'j12-h1-b1-c1_9x16-3.mp4', 'j12-h1-b2-c1_9x16.mp4']);
    // Two texts whose safe names are alike, too.
    const alike = outputFileNames([request(1), request(2)], parseNameTemplate('{text}', ['9:16'], 2), undefined, undefined, ['Buy now!', 'Buy now?']);
    expect(alike).toEqual(['Buy-now.mp4', 'Buy-now-2.mp4']);
  });

  it("falls back to the text's position when nothing safe is left of it", () => {
    const names = outputFileNames([request(2)], parseNameTemplate('{text}', ['9:16'], 2), undefined, 'j3', ['Ok', '日本語のテキスト']);
    expect(names).toEqual(['j3-h1-t2-b1-c1_9x16.mp4']);
  });

  it("needs the texts' names for {text}", () => {
    expect(() => outputFileNames([request(1)], parseNameTemplate('{text}', ['9:16'], 1))).toThrow('A name template with {text} needs the texts or their labels');
  });
});

describe('fileStem', () => {
  it('drops folders and the last extension only', () => {
    expect(fileStem('a/b/hook.v2.mp4')).toBe('hook.v2');
    expect(fileStem('C:\\clips\\cta.MOV')).toBe('cta');
    expect(fileStem('.hidden')).toBe('.hidden');
    expect(fileStem('plain')).toBe('plain');
  });
});
