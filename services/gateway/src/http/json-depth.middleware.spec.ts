import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { depthExceeds, JsonDepthMiddleware, MAX_BODY_DEPTH } from './json-depth.middleware';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

describe('JsonDepthMiddleware', () => {
  it('passes bodies up to the limit and refuses deeper ones with a 400', () => {
    const run = (body: unknown) => {
      let passed = false;
      new JsonDepthMiddleware().use({ body } as Request, {} as Response, () => (passed = true));
      return passed;
    };
    expect(run({ email: 'a@b.c', userData: { email: 'a@b.c' } })).toBe(true);
    expect(run(nested(MAX_BODY_DEPTH))).toBe(true);
    expect(run(undefined)).toBe(true);
    expect(() => run(nested(MAX_BODY_DEPTH + 1))).toThrow(expect.objectContaining({ code: ErrorCode.ValidationFailed }) as DomainError);
  });

  it('measures a body far deeper than recursion survives without overflowing', () => {
    expect(depthExceeds(nested(200_000), MAX_BODY_DEPTH)).toBe(true);
    expect(depthExceeds([[[[]]]], 3)).toBe(true);
    expect(depthExceeds([[[]]], 3)).toBe(false);
  });
});
