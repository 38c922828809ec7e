import { bearerKeyOf } from './bearer-key';

const KEY = 'rmx_AbC123_-xyz';

describe('bearerKeyOf', () => {
  it('reads the key of a Bearer header, whatever the scheme\'s case', () => {
    expect(bearerKeyOf(`Bearer ${KEY}`)).toBe(KEY);
    expect(bearerKeyOf(`bearer ${KEY}`)).toBe(KEY);
    expect(bearerKeyOf(`BEARER  ${KEY} `)).toBe(KEY);
  });

  it('finds none without a header, with another scheme, or with a value that cannot be a key', () => {
    expect(bearerKeyOf(undefined)).toBeUndefined();
    expect(bearerKeyOf('')).toBeUndefined();
    expect(bearerKeyOf(`Basic ${KEY}`)).toBeUndefined();
    expect(bearerKeyOf(KEY)).toBeUndefined();
    expect(bearerKeyOf('Bearer ')).toBeUndefined();
    expect(bearerKeyOf('Bearer sk_live_123')).toBeUndefined();
    expect(bearerKeyOf(`Bearer ${KEY} extra`)).toBeUndefined();
    expect(bearerKeyOf('Bearer rmx_a.b')).toBeUndefined();
    expect(bearerKeyOf(`Bearer rmx_${'a'.repeat(197)}`)).toBeUndefined();
    expect(bearerKeyOf(`Bearer rmx_${'a'.repeat(196)}`)).toBe(`rmx_${'a'.repeat(196)}`);
  });
});
