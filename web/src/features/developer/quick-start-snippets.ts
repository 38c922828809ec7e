import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@reelmix/contracts/browser';

export interface Snippet {
  title: string;
  /** What the step does and what comes back, in a sentence. */
  about: string;
  code: string;
}

const AUTH = '-H "Authorization: Bearer $REELMIX_API_KEY"';

/**
 * The curl steps of a whole job, against `baseUrl` (this site's origin, so the commands work as
 * copied): upload the clips as multipart, start rendering, read the job, download the outputs.
 */
export function jobSnippets(baseUrl: string): Snippet[] {
  const api = `${baseUrl}/api/v1`;
  return [
    {
      title: 'Set your key',
      about: 'Every call sends one of your API keys as a Bearer token.',
      code: 'export REELMIX_API_KEY="rmx_…"   # the key you created above',
    },
    {
      title: 'Create a job',
      about: 'Upload the clips as multipart parts named intro, body and cta (repeat a part for more clips). The answer is the job, pending, with its id.',
      code: [
        `curl -X POST "${api}/jobs" ${AUTH} \\`,
        '  -F "intro=@hook1.mp4" -F "intro=@hook2.mp4" \\',
        '  -F "body=@body.mp4" \\',
        '  -F "cta=@cta.mp4" \\',
        '  -F "placements=9:16,4:5"',
      ].join('\n'),
    },
    {
      title: 'Start it',
      about: 'Rendering starts; every combination of intro, body and CTA is made in each placement.',
      code: `curl -X POST "${api}/jobs/$JOB_ID/start" ${AUTH}`,
    },
    {
      title: 'Read it',
      about: 'Status and progress; once completed, outputs lists each video with its downloadUrl. A webhook saves you asking again and again.',
      code: `curl "${api}/jobs/$JOB_ID" ${AUTH}`,
    },
    {
      title: 'Download',
      about: 'Every output as one zip, laid out per placement; or one video from its downloadUrl.',
      code: [`curl -o outputs.zip "${api}/jobs/$JOB_ID/download" ${AUTH}`, `curl -o video.mp4 "${baseUrl}$DOWNLOAD_URL" ${AUTH}`].join('\n'),
    },
  ];
}

/**
 * Checking a delivery's signature: HMAC-SHA256, keyed with the endpoint's secret, of
 * `<t>.<raw body>`, compared in constant time with the `v1` of the header.
 */
export const SIGNATURE_CHECK_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the ${WEBHOOK_SIGNATURE_HEADER} header, "t=<unix>,v1=<hex>"
// rawBody: the request body exactly as it arrived, before any JSON parsing
// secret: the endpoint's signing secret (whsec_…)
export function isFromReelmix(header, rawBody, secret) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  // Refusing old timestamps stops a captured delivery from being sent to you again later.
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

/** The same check by hand, for looking at one delivery from a shell. */
export const SIGNATURE_CHECK_SHELL = `# T and V1 from the ${WEBHOOK_SIGNATURE_HEADER} header, body.json the raw body as received
{ printf '%s.' "$T"; cat body.json; } | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET"
# the printed hex must equal V1 (body.json byte for byte: no reformatting, no added newline)`;

const minutes = (ms: number) => Math.round(ms / 60_000);
const hours = (ms: number) => Math.round(ms / 3_600_000);
const seconds = (ms: number) => Math.round(ms / 1000);

/** How deliveries behave, in the words a receiver's author needs. */
export const DELIVERY_RULES: readonly string[] = [
  `Each event is a JSON POST: { id, type, createdAt, data: { job, fileName? } }, signed in ${WEBHOOK_SIGNATURE_HEADER}: t=<unix>,v1=<hex>.`,
  `Answer with any 2xx within ${seconds(WEBHOOK_LIMITS.timeoutMs)} seconds. Anything else is retried, first after ${seconds(WEBHOOK_LIMITS.firstBackoffMs)} seconds and then twice as long each time (at most ${minutes(WEBHOOK_LIMITS.maxBackoffMs)} minutes apart), for ${hours(WEBHOOK_LIMITS.retryForMs)} hours.`,
  'Delivery is at least once: the same event can arrive more than once. Keep the event ids you have handled and skip repeats.',
  'Order is not guaranteed: output.ready may arrive after job.completed. Read the state from data.job rather than from the order of arrival.',
];
