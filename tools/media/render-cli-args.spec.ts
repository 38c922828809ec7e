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
      },
    });
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
  ])('refuses %j', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
