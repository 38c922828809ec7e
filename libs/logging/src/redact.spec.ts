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

describe('redactText, for the secrets the product issues', () => {
  const base64url43 = 'Ab3-_xYz9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz-_Xc9';

  it('redacts API keys and signing secrets whole, dashes and underscores included', () => {
    expect(redactText(`key rmx_${base64url43} and whsec_${base64url43}.`)).toBe(`key ${REDACTED} and ${REDACTED}.`);
  });

  it('redacts the password of a connection URL and keeps the rest of it', () => {
    expect(redactText('amqp://reelmix:s3cret@rabbitmq:5672/vhost')).toBe(`amqp://reelmix:${REDACTED}@rabbitmq:5672/vhost`);
    expect(redactText('failed: postgres://app:p%40ss:word@db:5432/reelmix')).toBe(`failed: postgres://app:${REDACTED}@db:5432/reelmix`);
    expect(redactText('redis://:only-a-password@cache:6379')).toBe(`redis://:${REDACTED}@cache:6379`);
    expect(redactText('https://hooks.example.com:8443/a?b=c')).toBe('https://hooks.example.com:8443/a?b=c');
  });

  it('redacts secret-named headers and fields written name: value', () => {
    expect(redactText('x-internal-token: 0123abcd\naccept: */*')).toBe(`x-internal-token: ${REDACTED}\naccept: */*`);
    expect(redactText("{ token: 'abc', page: 2 }")).toBe(`{ token: '${REDACTED}', page: 2 }`);
    expect(redactText('Failed: token expired at 12:30')).toBe(`Failed: token expired at 12:30`);
  });

  it('redacts a bare 256-bit base64url token wherever it stands, and leaves words and hex alone', () => {
    expect(redactText(`session ${base64url43} resolved`)).toBe(`session ${REDACTED} resolved`);
    expect(redactText(`reelmix_session=${base64url43}`)).toBe(`reelmix_session=${REDACTED}`);
    expect(redactText('a-very-long-clip-name-with-words-only-heres')).toBe('a-very-long-clip-name-with-words-only-heres');
    expect(redactText('ab'.repeat(32))).toBe('ab'.repeat(32));
  });
});

describe('isSecretField', () => {
  it('knows secrets by name, whatever the case or separators', () => {
    for (const name of ['password', 'confirmPassword', 'sessionToken', 'token', 'client_secret', 'Set-Cookie', 'authorization', 's', 'sig', 'cvc', 'cardNumber', 'STRIPE_SECRET_KEY', 'x-internal-token', 'Reelmix-Signature', 'MAIL_SETTINGS_KEY']) {
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

  it('walks instances of classes (a request DTO) and writes a URL as its redacted text', () => {
    class LoginRequest {
      email = 'a@b.c';
      password = 'hunter2';
    }
    expect(redactValue({ request: new LoginRequest(), target: new URL('amqp://u:pw@broker:5672') })).toEqual({
      request: { email: 'a@b.c', password: REDACTED },
      target: `amqp://u:${REDACTED}@broker:5672`,
    });
  });

  it('stops at a fixed depth, so a deep or cyclic object cannot hang the logger', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(JSON.stringify(redactValue(cyclic))).toContain('[Too deep]');
  });
});
