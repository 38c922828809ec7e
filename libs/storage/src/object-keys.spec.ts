import { cachedSegmentKey, clipPosterKey, isKeptSegmentKey, isPosterKeyOf, ownerOfKeptSegment, jobOutputPrefix, outputKey, sourceClipKey, uploadPrefix, userPrefix } from './object-keys';
import { assertValidObjectKey } from './object-key.validation';
import { InvalidObjectKeyError } from './storage.errors';

const USER = '5b0c8a4e-3f7d-4c1e-9a53-2f6d1b7e8c90';

describe('object keys', () => {
  it('builds source clip keys under sources/<user>/<upload>/<section>/', () => {
    expect(sourceClipKey(USER, 'up_1', 'intro', 'V1StGXR8_Z5jdHi6B-myT')).toBe(
      `sources/${USER}/up_1/intro/V1StGXR8_Z5jdHi6B-myT`,
    );
    expect(sourceClipKey('u', 'up', 'body', 'r')).toBe('sources/u/up/body/r');
    expect(sourceClipKey('u', 'up', 'cta', 'r')).toBe('sources/u/up/cta/r');
  });

  it('builds output keys under outputs/<user>/<job>/', () => {
    expect(outputKey(USER, 'job-7', 'h2-b1-c3_9x16.mp4')).toBe(`outputs/${USER}/job-7/h2-b1-c3_9x16.mp4`);
  });

  it('gives every root of a user, each ending in "/" so u1 does not cover u10', () => {
    expect(userPrefix('u1')).toEqual(['sources/u1/', 'outputs/u1/', 'segments/u1/']);
    expect(uploadPrefix('u1', 'up1')).toBe('sources/u1/up1/');
    expect(jobOutputPrefix('u1', 'j1')).toBe('outputs/u1/j1/');
  });

  it('builds only keys the storage accepts', () => {
    expect(() => assertValidObjectKey(sourceClipKey(USER, 'up', 'cta', 'x'))).not.toThrow();
    expect(() => assertValidObjectKey(outputKey(USER, 'j', 'manifest.csv'))).not.toThrow();
  });

  it.each(['', '..', '.', 'a/b', 'a\\b', 'a b', 'ü', 'x'.repeat(129), 'a\u0000'])('refuses the id %j', (bad) => {
    expect(() => sourceClipKey(bad, 'up', 'intro', 'r')).toThrow(InvalidObjectKeyError);
    expect(() => sourceClipKey('u', bad, 'intro', 'r')).toThrow(InvalidObjectKeyError);
    expect(() => sourceClipKey('u', 'up', 'intro', bad)).toThrow(InvalidObjectKeyError);
    expect(() => outputKey(bad, 'j', 'f.mp4')).toThrow(InvalidObjectKeyError);
    expect(() => outputKey('u', bad, 'f.mp4')).toThrow(InvalidObjectKeyError);
    expect(() => userPrefix(bad)).toThrow(InvalidObjectKeyError);
  });

  it('keys a reusable segment by user, content, codec setup, placement and framing', () => {
    const segment = { contentSha256: 'ab'.repeat(32), codecSetupId: 'c0ffee12', placementTag: '9x16', framing: 'fit' };
    expect(cachedSegmentKey(USER, segment)).toBe(`segments/${USER}/${'ab'.repeat(32)}-c0ffee12-9x16-fit`);
    expect(() => assertValidObjectKey(cachedSegmentKey(USER, segment))).not.toThrow();
    expect(() => cachedSegmentKey(USER, { ...segment, contentSha256: 'AB'.repeat(32) })).toThrow(InvalidObjectKeyError);
    expect(() => cachedSegmentKey(USER, { ...segment, framing: '../x' })).toThrow(InvalidObjectKeyError);
    expect(() => cachedSegmentKey('../u', segment)).toThrow(InvalidObjectKeyError);
    expect(isKeptSegmentKey(cachedSegmentKey(USER, segment))).toBe(true);
    expect(ownerOfKeptSegment(cachedSegmentKey(USER, segment))).toBe(USER);
    expect(ownerOfKeptSegment(`work/${USER}/9x16/intro-1`)).toBeNull();
    expect(ownerOfKeptSegment(`segments/${USER}/a/b`)).toBeNull();
  });

  it("puts a clip's poster beside the clip, and knows a poster of one user from anything else", () => {
    const clip = sourceClipKey(USER, 'up_1', 'intro', 'r1');
    const poster = clipPosterKey(clip);
    expect(poster).toBe(`${clip}.poster.jpg`);
    expect(poster.startsWith(uploadPrefix(USER, 'up_1'))).toBe(true);
    expect(() => assertValidObjectKey(poster)).not.toThrow();
    expect(isPosterKeyOf(USER, poster)).toBe(true);
    expect(isPosterKeyOf('another-user', poster)).toBe(false);
    expect(isPosterKeyOf(USER, clip)).toBe(false);
    expect(isPosterKeyOf(USER, `outputs/${USER}/j/a.poster.jpg`)).toBe(false);
    expect(isPosterKeyOf(USER, `sources/${USER}/up/intro/../x.poster.jpg`)).toBe(false);
    expect(() => clipPosterKey(`outputs/${USER}/j/f.mp4`)).toThrow(InvalidObjectKeyError);
  });

  it('refuses an unknown section', () => {
    expect(() => sourceClipKey('u', 'up', 'outro' as never, 'r')).toThrow(InvalidObjectKeyError);
  });

  it.each(['', '.', '..', '../x.mp4', 'a/b.mp4', 'a\\b.mp4', '.hidden', '-flag.mp4', 'sp ace.mp4', 'x'.repeat(201)])(
    'refuses the file name %j',
    (bad) => {
      expect(() => outputKey('u', 'j', bad)).toThrow(InvalidObjectKeyError);
    },
  );
});
