import { DEFAULT_TEXT_STYLE, type TextStyle } from '@reelmix/contracts/browser';
import { filterValue, textFilters, textOverlayFilters } from './text-filters';
import { layoutText } from './text-layout';

const style = (overrides: Partial<TextStyle> = {}): TextStyle => ({ ...DEFAULT_TEXT_STYLE, ...overrides });

/*
 * ffmpeg's av_get_token (libavutil/avstring.c), which both the filtergraph parser (up to `[],;`)
 * and the filter's option parser (up to `:`) read with: `\` escapes the next character, `'...'`
 * is literal, whitespace at either end is dropped.
 */
function getToken(input: string, terminators: string): { token: string; rest: string } {
  const whitespace = ' \n\t\r';
  let i = 0;
  while (i < input.length && whitespace.includes(input[i]!)) i++;
  let out = '';
  let end = 0;
  while (i < input.length && !terminators.includes(input[i]!)) {
    const c = input[i++]!;
    if (c === '\\' && i < input.length) {
      out += input[i++];
      end = out.length;
    } else if (c === "'") {
      while (i < input.length && input[i] !== "'") out += input[i++];
      if (i < input.length) {
        i++;
        end = out.length;
      }
    } else {
      out += c;
    }
  }
  while (out.length > end && whitespace.includes(out.at(-1)!)) out = out.slice(0, -1);
  return { token: out, rest: input.slice(i) };
}

/** What drawtext receives as `text` when `value` is written after `text=` in a graph: both levels undone. */
function parsedOptionValue(value: string): { value: string; rest: string } {
  const graphLevel = getToken(`drawtext=text=${value}:x=1`, '[],;');
  const args = graphLevel.token.slice('drawtext='.length);
  const option = getToken(args.slice('text='.length), ':');
  return { value: option.token, rest: graphLevel.rest + '|' + option.rest };
}

describe('filterValue', () => {
  it.each([
    "It's 50% off",
    'a: b, c; d',
    '[0:v] [out]',
    'back\\slash \\\\ and \\',
    "''quotes'' and \\'",
    '  leading and trailing spaces  ',
    '%{pts} %{localtime} %%',
    "end with a quote'",
    '',
  ])('comes back from both of ffmpeg\'s parsers exactly as it went in: %j', (hostile) => {
    const parsed = parsedOptionValue(filterValue(hostile));
    expect(parsed.value).toBe(hostile);
    // Nothing leaked into the graph or the option list: what follows is the next option, untouched.
    expect(parsed.rest).toBe('|:x=1');
  });

  it('leaves no character the graph parser acts on unescaped', () => {
    const escaped = filterValue("a,b;c[d]e'f\\g");
    expect(escaped.replace(/\\./g, '')).not.toMatch(/[,;[\]'\\]/);
  });
});

describe('textFilters', () => {
  it('box: one opaque filled box behind the block, then one drawtext per line', () => {
    const layout = layoutText('Stop scrolling if you have dry skin and read this', style({ size: 'large' }), '9:16');
    const filters = textFilters(layout, style({ colour: '#111111', backdropColour: '#FFFFFF' })).split(/,(?=draw)/);
    const { x, y, width, height } = layout.box;
    expect(filters[0]).toBe(`drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=0xFFFFFF:t=fill`);
    expect(filters.slice(1)).toHaveLength(layout.lines.length);
    filters.slice(1).forEach((filter, i) => {
      const line = layout.lines[i]!;
      expect(filter).toBe(
        `drawtext=fontfile=${filterValue(layout.fontFile)}:text=${filterValue(line.text)}:expansion=none:fontsize=${layout.fontSize}` +
          `:fontcolor=0x111111:x=${layout.centreX}-text_w/2:y=${line.baselineY}-ascent`,
      );
    });
  });

  it('outline: no box, a border round the letters of about 8% of the size in the backdrop colour', () => {
    const chain = textOverlayFilters({ text: 'Dry skin?', style: style({ backdrop: 'outline', colour: '#ffffff', backdropColour: '#000000' }) }, '9:16');
    expect(chain).not.toContain('drawbox');
    expect(chain).toContain(':borderw=5:bordercolor=0x000000'); // 8% of 65 px
    expect(chain.match(/drawtext=/g)).toHaveLength(1);
  });

  it('a duration enables every filter only before it ends; none shows it for the whole hook', () => {
    const timed = textOverlayFilters({ text: 'Stop scrolling if you have dry skin', style: style({ durationSec: 1.5 }) }, '4:5');
    const filters = timed.split(/,(?=draw)/);
    expect(filters.length).toBeGreaterThan(1);
    for (const filter of filters) expect(filter.endsWith(":enable='lt(t,1.5)'")).toBe(true);
    expect(textOverlayFilters({ text: 'Stop scrolling', style: style() }, '4:5')).not.toContain('enable');
  });

  it('never expands the text: a customer writing %{...} gets those characters drawn', () => {
    const chain = textOverlayFilters({ text: 'Only %{eif:1:d} left', style: style() }, '1:1');
    expect(chain).toContain('expansion=none');
    expect(chain).toContain(`text=${filterValue('Only %{eif:1:d} left')}`);
  });
});
