import { containerKindOf, describeNonVideo, sniffContainer } from './sniff-container';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffContainer', () => {
  it('recognises mp4 and mov by their first box', () => {
    expect(sniffContainer(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('isobmff');
    expect(sniffContainer(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('isobmff');
    expect(sniffContainer(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]))).toBe('isobmff'); // old QuickTime
    expect(sniffContainer(bytes([0, 0, 0x10, 0], 'moov'))).toBe('isobmff');
  });

  it('recognises Matroska/WebM and AVI', () => {
    expect(sniffContainer(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86]))).toBe('matroska');
    expect(sniffContainer(bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST'))).toBe('avi');
  });

  it('refuses everything else', () => {
    expect(sniffContainer(Buffer.alloc(0))).toBeNull();
    expect(sniffContainer(bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffContainer(bytes('#EXTM3U\n#EXT-X-VERSION:3\n'))).toBeNull();
    expect(sniffContainer(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBeNull();
    expect(sniffContainer(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull(); // an iPhone photo
    expect(sniffContainer(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBeNull();
  });
});

describe('describeNonVideo', () => {
  it('says what a refused file looks like', () => {
    expect(describeNonVideo(Buffer.alloc(0))).toBe('is empty');
    expect(describeNonVideo(bytes('#EXTM3U\n#EXTINF:10,\nhttp://169.254.169.254/\n'))).toBe('is a playlist, not a video');
    expect(describeNonVideo(bytes([0xef, 0xbb, 0xbf], '  #EXTM3U\n'))).toBe('is a playlist, not a video');
    expect(describeNonVideo(bytes('ffconcat version 1.0\nfile ../secret.mp4\n'))).toBe('is a playlist, not a video');
    expect(describeNonVideo(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('is an image, not a video');
    expect(describeNonVideo(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('is an image, not a video');
    expect(describeNonVideo(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('is an image, not a video');
    expect(describeNonVideo(Buffer.from('hello, this is not a video – ça va? 🎬\n', 'utf8'))).toBe('is a text file, not a video');
    expect(describeNonVideo(bytes([0x00, 0x01, 0x02, 0xfe, 0xff]))).toBe('is not a video file');
  });
});

describe('containerKindOf', () => {
  it('maps ffprobe format names to container kinds', () => {
    expect(containerKindOf('mov,mp4,m4a,3gp,3g2,mj2')).toBe('isobmff');
    expect(containerKindOf('matroska,webm')).toBe('matroska');
    expect(containerKindOf('avi')).toBe('avi');
    expect(containerKindOf('hls')).toBeUndefined();
  });
});
