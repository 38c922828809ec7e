import { isSecretField, REDACTED, redactText, redactValue } from './redact';

const SIGNATURE = 'f3a9c1d2e4b5a6978877665544332211aabbccddeeff00112233445566778899';

describe('redactText', () => {
  it('drops the whole query string of a signed download link, wherever the URL appears', () => {
    const url = `/api/links/videos/abc--intro.mp4?u=user-1&e=1760000000&s=${SIGNATURE}`;
    expect(redactText(url)).toBe(`/api/links/videos/abc--intro.mp4?${REDACTED}`);
    expect(redactText(`GET https://reelmix.example${url} failed: Cannot GET ${url}`)).not.toContain(SIGNATURE);
    expect(redactText(`/API/LINKS/jobs/1/download?s=${SIGNATURE}`)).not.toContain(SIGNATURE);
  });

  it('redacts the token of a reset page address, and keeps the rest of the path', () => {
    expect(redactText('/reset-password/Zx9_abc-DEF?from=mail')).toBe(`/reset-password/${REDACTED}?from=mail`);
  });

  it('redacts secret-named query and form fields in any URL or body, and leaves the others', () => {
    expect(redactText('/api/x?token=abc&page=2&clientSecret=seti')).toBe(`/api/x?token=${REDACTED}&page=2&clientSecret=${REDACTED}`);
    expect(redactText('email=a%40b.c&password=hunter2')).toBe(`email=a%40b.c&password=${REDACTED}`);
    expect(redactText('/pricing?via=ABC123xy')).toBe('/pricing?via=ABC123xy');
  });

  it('redacts secrets quoted as JSON, header values and payment provider keys', () => {
    expect(redactText('body {"email":"a@b.c","password":"hunter2","newPassword":"x"}')).toBe(
      `body {"email":"a@b.c","password":"${REDACTED}","newPassword":"${REDACTED}"}`,
    );
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('cookie: reelmix_session=abc; other=1')).toBe(`cookie: ${REDACTED}`);
    expect(redactText('key sk_live_51Habc and whsec_abc123 and seti_1Nabc_secret_Qxyz')).toBe(`key ${REDACTED} and ${REDACTED} and ${REDACTED}`);
  });
});

describe('isSecretField', () => {
  it('knows secrets by name, whatever the case or separators', () => {
    for (const name of ['password', 'confirmPassword', 'sessionToken', 'token', 'client_secret', 'Set-Cookie', 'authorization', 's', 'sig', 'cvc', 'cardNumber', 'STRIPE_SECRET_KEY']) {
      expect(isSecretField(name)).toBe(true);
    }
    for (const name of ['email', 'userId', 'status', 'url', 'publishableKey', 'correlationId']) expect(isSecretField(name)).toBe(false);
  });
});

describe('redactValue', () => {
  it('redacts secret-named fields at any depth without touching the original', () => {
    const logged = { user: { email: 'a@b.c', password: 'hunter2' }, headers: { cookie: 'x=1', accept: '*/*' }, list: [{ token: 't' }] };
    expect(redactValue(logged)).toEqual({
      user: { email: 'a@b.c', password: REDACTED },
      headers: { cookie: REDACTED, accept: '*/*' },
      list: [{ token: REDACTED }],
    });
    expect(logged.user.password).toBe('hunter2');
  });

  it('keeps an Error an Error, with its message and stack redacted', () => {
    const error = new Error(`GET /api/links/videos/a.mp4?s=${SIGNATURE} failed`);
    const copy = redactValue(error) as Error;
    expect(copy).toBeInstanceOf(Error);
    expect(copy.message).toBe(`GET /api/links/videos/a.mp4?${REDACTED} failed`);
    expect(copy.stack).not.toContain(SIGNATURE);
    expect(error.message).toContain(SIGNATURE);
  });

  it('stops at a fixed depth, so a deep or cyclic object cannot hang the logger', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(JSON.stringify(redactValue(cyclic))).toContain('[Too deep]');
  });
});
