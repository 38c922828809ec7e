/**
 * A failure the fake answers the way TikTok does: HTTP 200 (unless a test plans otherwise) with a
 * non-zero `code` and a message. Codes are TikTok's return codes as its official SDK lists them
 * (`tiktok_code.py`); the wording of messages is the fake's own.
 */
export class TikTokApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'TikTokApiError';
  }
}

export const TIKTOK_CODES = {
  ok: 0,
  permissionError: 40001,
  paramError: 40002,
  notExist: 40007,
  requestTooFrequent: 40100,
  accessTokenExpired: 40102,
  emptyAccessToken: 40104,
  invalidAccessToken: 40105,
  advertiserNotExist: 40300,
  routeNotFound: 40400,
  signatureError: 40900,
  videoTranscoding: 40901,
  urlUnavailable: 40903,
  fileNotExist: 40905,
  fileEmpty: 40906,
  fileTooLarge: 40907,
  duplicatedMaterialName: 40911,
  systemError: 50000,
  systemTimeout: 50002,
  rpcError: 51000,
} as const;

/** The fake's wording for codes a test may plan with `failNext` without giving a message. */
const DEFAULT_MESSAGES: Record<number, string> = {
  [TIKTOK_CODES.permissionError]: 'No permission to operate advertiser',
  [TIKTOK_CODES.paramError]: 'Invalid parameters',
  [TIKTOK_CODES.requestTooFrequent]: 'Too many requests. Please retry in some time.',
  [TIKTOK_CODES.accessTokenExpired]: 'Access token has expired',
  [TIKTOK_CODES.emptyAccessToken]: 'Access token is null, please check your request header',
  [TIKTOK_CODES.invalidAccessToken]: 'Access token is incorrect or has been revoked.',
  [TIKTOK_CODES.systemError]: 'System error. Please retry later.',
  [TIKTOK_CODES.systemTimeout]: 'System timeout. Please retry later.',
  [TIKTOK_CODES.rpcError]: 'Internal service error. Please retry later.',
};

export function tikTokError(code: number, message?: string, httpStatus?: number): TikTokApiError {
  return new TikTokApiError(code, message ?? DEFAULT_MESSAGES[code] ?? `Error ${code} planned by the test`, httpStatus);
}

export function paramError(message: string): TikTokApiError {
  return tikTokError(TIKTOK_CODES.paramError, message);
}

export function missingParam(name: string): TikTokApiError {
  return paramError(`${name}: Missing data for required field.`);
}

export function noAdvertiserPermission(advertiserId: string): TikTokApiError {
  return tikTokError(
    TIKTOK_CODES.permissionError,
    `No permission to operate advertiser ${advertiserId}, please check the authorization of your access token.`,
  );
}

export function unknownRoute(path: string): TikTokApiError {
  return tikTokError(TIKTOK_CODES.routeNotFound, `Route not found: ${path}`);
}
