import { DEFAULT_TEXT_STYLE, TEXT_MESSAGES } from '@reelmix/contracts/browser';
import { parseRenderArgs, UsageError } from './render-cli-args';

const exists = (path: string) => !path.includes('missing');
const parse = (line: string) => parseRenderArgs(line.split(' ').filter(Boolean), exists);

describe('parseRenderArgs', () => {
  it('takes several files per section and the defaults', () => {
    expect(parse('--intro a.mp4 b.mov --body c.mp4 --cta d.webm --out ./out')).toEqual({
      kind: 'run',
      options: {
        intro: ['a.mp4', 'b.mov'],
        body: ['c.mp4'],
        cta: ['d.webm'],
        out: './out',
        placements: ['9:16', '4:5'],
        concurrency: 2,
        verify: true,
        framing: 'auto',
        focus: new Map(),
        rules: [],
        durationBudget: null,
        balanced: null,
        nameTemplate: 'h{h}-b{b}-c{c}_{ratio}',
        texts: [],
        textStyle: DEFAULT_TEXT_STYLE,
      },
    });
  });

  it('takes texts and a style, names the outputs by text too, and lets rules and the subset count texts', () => {
    const parsed = parseRenderArgs(
      ['--intro', 'a.mp4', '--body', 'b.mp4', '--cta', 'c.mp4', '--out', 'o', '--text', 'Stop scrolling', '--text', 'Dermatologists hate this', '--text-style', 'font=anton,position=bottom', '--exclude', 't2-b1', '--balanced', '1'],
      exists,
    );
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        texts: [{ text: 'Stop scrolling' }, { text: 'Dermatologists hate this' }],
        textStyle: { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular', position: 'bottom' },
        nameTemplate: 'h{h}-t{t}-b{b}-c{c}_{ratio}',
        rules: [expect.objectContaining({ text: 't2-b1' })],
      },
    });
  });

  it('refuses a text it cannot draw, a style without a text, a text rule without texts and {t} without texts', () => {
    const base = ['--intro', 'a.mp4', '--body', 'b.mp4', '--cta', 'c.mp4', '--out', 'o'];
    expect(() => parseRenderArgs([...base, '--text', 'Stop 🔥'], exists)).toThrow(new UsageError(`--text: ${TEXT_MESSAGES.emoji}`));
    expect(() => parseRenderArgs([...base, '--text', '今日だけ', '--text-style', 'font=anton'], exists)).toThrow(new UsageError(`--text: ${TEXT_MESSAGES.missingGlyph('anton', '今')}`));
    expect(() => parseRenderArgs([...base, '--text-style', 'size=large'], exists)).toThrow(new UsageError('--text-style needs at least one --text'));
    expect(() => parseRenderArgs([...base, '--exclude', 't1-b1'], exists)).toThrow(/--exclude: Rule "t1-b1"/);
    expect(() => parseRenderArgs([...base, '--names', 'h{h}-t{t}'], exists)).toThrow(/--names/);
  });

  it('takes placements, concurrency, --no-verify and the --flag=value form', () => {
    const parsed = parse('--cta=d.mkv --intro a.MP4 --body c.avi --placements 1:1,16x9 --concurrency 1 --no-verify --out=o');
    expect(parsed).toMatchObject({ kind: 'run', options: { cta: ['d.mkv'], intro: ['a.MP4'], placements: ['1:1', '16:9'], concurrency: 1, verify: false, out: 'o' } });
  });

  it('takes a framing and a focus per clip, in both flag forms', () => {
    const parsed = parse('--intro a.mp4 b=1.mp4 --body c.mp4 --cta d.mp4 --out o --framing fill --focus a.mp4=0,0.5 --focus=b=1.mp4=1,0.25');
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        intro: ['a.mp4', 'b=1.mp4'],
        framing: 'fill',
        focus: new Map([
          ['a.mp4', { x: 0, y: 0.5 }],
          ['b=1.mp4', { x: 1, y: 0.25 }],
        ]),
      },
    });
  });

  it.each(['auto', 'blur', 'fit'])('takes --framing %s', (framing) => {
    expect(parse(`--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --framing ${framing}`)).toMatchObject({ options: { framing } });
  });

  it('takes rules, repeated or comma-separated, in either order and both kinds', () => {
    const parsed = parse('--intro a.mp4 b.mp4 --body c.mp4 d.mp4 e.mp4 --cta f.mp4 g.mp4 --out o --exclude b3-h2 --exclude=b1-c2,c1-only-b1');
    if (parsed.kind !== 'run') throw new Error('expected a run');
    expect(parsed.options.rules.map((rule) => rule.text)).toEqual(['h2-b3', 'b1-c2', 'c1-only-b1']);
    expect(parsed.options.rules[2]).toMatchObject({ kind: 'only-with', part: { section: 'cta', position: 1 }, partner: { section: 'body', position: 1 } });
  });

  it('takes a duration budget, a balanced size and a name template', () => {
    expect(parse('--intro a.mp4 b.mp4 --body c.mp4 d.mp4 --cta e.mp4 f.mp4 --out o --duration 9-15.5 --balanced 4 --names {hook}_{body}_{cta}_{ratio}')).toMatchObject({
      kind: 'run',
      options: { durationBudget: { minSec: 9, maxSec: 15.5 }, balanced: 4, nameTemplate: '{hook}_{body}_{cta}_{ratio}' },
    });
  });

  it('takes a template without {ratio} for one placement', () => {
    expect(parse('--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --placements 9:16 --names {hook}-{h}')).toMatchObject({
      options: { nameTemplate: '{hook}-{h}' },
    });
  });

  it('answers --help', () => {
    expect(parse('--intro a.mp4 --help')).toEqual({ kind: 'help' });
  });

  it.each([
    ['--body c.mp4 --cta d.mp4 --out o', 'At least one --intro file is required'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4', '--out <dir> is required'],
    ['--intro a.txt --body c.mp4 --cta d.mp4 --out o', 'intro file "a.txt" must end in one of: .mp4 .mov .avi .mkv .webm'],
    ['--intro a.mp4 --body missing.mp4 --cta d.mp4 --out o', 'body file "missing.mp4" does not exist'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --placements 3:4', 'Unknown placement "3:4"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --concurrency 0', '--concurrency must be a whole number from 1 to 32, got "0"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --fast', 'Unknown option --fast'],
    ['a.mp4 --intro b.mp4', 'Unexpected argument "a.mp4"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o extra.mp4', 'Unexpected argument "extra.mp4"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --out p', '--out is given twice'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --framing crop', '--framing must be one of auto, fill, blur, fit, got "crop"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --framing fill --framing fit', '--framing is given twice'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus a.mp4=1.5,0.5', '--focus takes <file>=<x>,<y> with x and y from 0 to 1, got "a.mp4=1.5,0.5"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus a.mp4=0.5', '--focus takes <file>=<x>,<y>'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus a.mp4=,0.5', '--focus takes <file>=<x>,<y>'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus 0.5,0.5', '--focus takes <file>=<x>,<y>'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus e.mp4=0.5,0.5', '--focus names "e.mp4", which is not one of the --intro, --body or --cta files'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus a.mp4=0,0 --focus a.mp4=1,1', '--focus is given twice for "a.mp4"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --focus', '--focus needs a value'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --exclude x1-b1', '--exclude: Rule "x1-b1" has an unknown letter "x": use h (hook), b (body) or c (cta)'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --exclude h2-b1', '--exclude: Rule "h2-b1" names hook 2, but there is 1 hook'],
    ['--intro a.mp4 b.mp4 --body c.mp4 --cta d.mp4 --out o --exclude h1-h2', '--exclude: Rule "h1-h2" names hook twice: a rule joins two different sections'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --exclude h1', '--exclude: Rule "h1" is not understood'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --exclude h1-b1 h1-c1', 'Unexpected argument "h1-c1"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --exclude', '--exclude needs a value'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --duration 15-9', '--duration: Duration budget "15-9" starts after it ends: write the shorter length first'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --duration 15', '--duration: Duration budget "15" is not understood: write min-max in seconds, e.g. 9-15 or 7.5-15'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --duration 9-15 --duration 8-12', '--duration is given twice'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --balanced 0', '--balanced must be a whole number of at least 1, got "0"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --balanced 2.5', '--balanced must be a whole number of at least 1, got "2.5"'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --balanced', '--balanced needs a value'],
    ['--intro a.mp4 --body c.mp4 d.mp4 --cta e.mp4 --out o --exclude h1-b1,h1-b2', '--exclude: the rules leave no combination to render'],
    ['--intro a.mp4 b.mp4 --body c.mp4 --cta d.mp4 --out o --balanced 3', '--balanced 3 asks for more combinations than the 2 there are'],
    ['--intro a.mp4 b.mp4 --body c.mp4 --cta d.mp4 --out o --balanced 2 --exclude h1-b1', '--balanced 2 asks for more combinations than the 1 the --exclude rules allow'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --names {hook}_{ratio}_{size}', '--names: Name template "{hook}_{ratio}_{size}" has an unknown placeholder {size}'],
    ['--intro a.mp4 --body c.mp4 --cta d.mp4 --out o --names {hook}_{body}_{cta}', '--names: Name template "{hook}_{body}_{cta}" has no {ratio}: with several placements'],
  ])('refuses %j', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
