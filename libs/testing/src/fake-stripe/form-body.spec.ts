import { parseFormBody } from './form-body';

describe('parseFormBody', () => {
  it('reads the bracket keys the stripe SDK sends into nested objects and arrays', () => {
    const body = parseFormBody(
      'customer=cus_1&items[0][price]=price_pro&metadata[userId]=u-1' +
        '&invoice_settings[default_payment_method]=pm_1&trial_period_days=7',
    );

    expect(body).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_pro' }],
      metadata: { userId: 'u-1' },
      invoice_settings: { default_payment_method: 'pm_1' },
      trial_period_days: '7',
    });
  });

  it('appends `[]` keys and orders indexed keys by index, whatever order they arrive in', () => {
    expect(parseFormBody('expand[]=customer&expand[]=default_payment_method')).toEqual({
      expand: ['customer', 'default_payment_method'],
    });
    expect(parseFormBody('payment_method_types[1]=link&payment_method_types[0]=card')).toEqual({
      payment_method_types: ['card', 'link'],
    });
  });

  it('decodes percent-escapes, encoded brackets and plus signs', () => {
    expect(parseFormBody('email=a%2Bb%40example.com&metadata%5Bnote%5D=two+words')).toEqual({
      email: 'a+b@example.com',
      metadata: { note: 'two words' },
    });
  });

  it('keeps numeric metadata keys as keys rather than turning metadata into a list', () => {
    expect(parseFormBody('metadata[0]=zero&metadata[1]=one')).toEqual({ metadata: { '0': 'zero', '1': 'one' } });
  });

  it('keeps an empty value, which Stripe reads as "clear this field"', () => {
    expect(parseFormBody('metadata=&default_payment_method=')).toEqual({ metadata: '', default_payment_method: '' });
  });

  it('ignores keys that would reach the object prototype', () => {
    const body = parseFormBody('__proto__[polluted]=yes&metadata[constructor]=x&email=a@b.c');

    expect(body).toEqual({ email: 'a@b.c' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an empty body as no parameters', () => {
    expect(parseFormBody('')).toEqual({});
  });
});
