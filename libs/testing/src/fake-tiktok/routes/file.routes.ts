import { type UploadedFile } from '../../fake-meta/request-body';
import { TIKTOK_CODES, paramError, tikTokError } from '../tiktok-api-error';
import { md5Hex, newImageId, tikTokTime } from '../tiktok-ids';
import {
  oneOf,
  optionalString,
  requiredFile,
  requiredInteger,
  requiredString,
  requiredStringList,
} from '../tiktok-params';
import { type FakeTikTokImage } from '../tiktok-shapes';
import { addVideo, finishChunkUpload, readVideo, startChunkUpload, transferChunk, videoInfo } from '../video-upload';
import { reachableAdvertiser } from './access';
import { type Route, type RouteContext } from './route';

/** The Asset Library: videos (whole, by URL, or from a chunked upload's file_id), their info, and images. */

const UPLOAD_TYPES = ['UPLOAD_BY_FILE', 'UPLOAD_BY_URL', 'UPLOAD_BY_FILE_ID'] as const;
const CHUNK_CONTENT_TYPES = ['image', 'video', 'music'] as const;
/** `/file/video/ad/info/` takes up to 60 ids a request. */
const MAX_VIDEO_IDS = 60;

/** The file part, checked against the md5 TikTok asks for in `video_signature` / `image_signature`. */
function signedFile(context: RouteContext, fileField: string, signatureField: string): UploadedFile {
  const file = requiredFile(context.params, fileField);
  const signature = requiredString(context.params, signatureField);
  if (md5Hex(file.bytes) !== signature.toLowerCase()) {
    throw tikTokError(TIKTOK_CODES.signatureError, `${signatureField}: The file's MD5 does not match the signature.`);
  }
  return file;
}

/** TikTok fetches the URL itself; so does the fake, so a test can serve the file from a local server. */
async function fetched(url: string, field: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(url)) throw paramError(`${field}: Not a valid URL.`);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw tikTokError(TIKTOK_CODES.urlUnavailable, `${field}: The URL could not be fetched (${String(error)}).`);
  }
}

function lastPathPart(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'file';
}

/** A file finished through `/file/finish/upload/`, used once. */
function takeFile(context: RouteContext, advertiserId: string) {
  const fileId = requiredString(context.params, 'file_id');
  const file = context.store.files.get(fileId);
  if (!file || file.advertiserId !== advertiserId) {
    throw tikTokError(TIKTOK_CODES.fileNotExist, `file_id: File ${fileId} does not exist.`);
  }
  context.store.files.delete(fileId);
  return file;
}

async function uploadVideo(context: RouteContext) {
  const advertiserId = reachableAdvertiser(context).seed.id;
  const uploadType = oneOf(context.params, 'upload_type', UPLOAD_TYPES) ?? 'UPLOAD_BY_FILE';
  const fileName = optionalString(context.params, 'file_name');
  let bytes: Buffer;
  let defaultName: string;
  if (uploadType === 'UPLOAD_BY_FILE') {
    const file = signedFile(context, 'video_file', 'video_signature');
    bytes = file.bytes;
    defaultName = file.filename;
  } else if (uploadType === 'UPLOAD_BY_URL') {
    const url = requiredString(context.params, 'video_url');
    bytes = await fetched(url, 'video_url');
    defaultName = lastPathPart(url);
  } else {
    const file = takeFile(context, advertiserId);
    bytes = file.bytes;
    defaultName = file.fileName;
  }
  const video = addVideo(context.store, advertiserId, { bytes, fileName: fileName ?? defaultName, uploadType });
  return [videoInfo(video, context.baseUrl)];
}

async function uploadImage(context: RouteContext) {
  const advertiserId = reachableAdvertiser(context).seed.id;
  const uploadType = oneOf(context.params, 'upload_type', UPLOAD_TYPES) ?? 'UPLOAD_BY_FILE';
  let bytes: Buffer;
  let defaultName: string;
  if (uploadType === 'UPLOAD_BY_FILE') {
    const file = signedFile(context, 'image_file', 'image_signature');
    bytes = file.bytes;
    defaultName = file.filename;
  } else if (uploadType === 'UPLOAD_BY_URL') {
    const url = requiredString(context.params, 'image_url');
    bytes = await fetched(url, 'image_url');
    defaultName = lastPathPart(url);
  } else {
    const file = takeFile(context, advertiserId);
    bytes = file.bytes;
    defaultName = file.fileName;
  }
  if (bytes.length === 0) throw tikTokError(TIKTOK_CODES.fileEmpty, 'image_file: The file is empty.');
  const image: FakeTikTokImage = {
    id: newImageId(),
    advertiserId,
    fileName: (optionalString(context.params, 'file_name') ?? defaultName).slice(0, 100),
    size: bytes.length,
    md5: md5Hex(bytes),
    createTime: tikTokTime(context.store.now()),
  };
  context.store.addImage(image);
  return {
    image_id: image.id,
    material_id: image.md5.slice(0, 19),
    file_name: image.fileName,
    size: image.size,
    signature: image.md5,
    // The fake does not decode images; it reports a portrait cover's size.
    width: 1080,
    height: 1920,
    format: 'jpeg',
    image_url: `${context.baseUrl}/fake-cdn/image/${encodeURIComponent(image.id)}`,
    displayable: true,
    is_carousel_usable: true,
    create_time: image.createTime,
    modify_time: image.createTime,
  };
}

export const fileRoutes: readonly Route[] = [
  { method: 'POST', path: 'file/video/ad/upload/', handle: uploadVideo },
  { method: 'POST', path: 'file/image/ad/upload/', handle: uploadImage },
  {
    method: 'GET',
    path: 'file/video/ad/info/',
    handle: (context) => {
      const advertiser = reachableAdvertiser(context);
      const ids = requiredStringList(context.params, 'video_ids');
      if (ids.length > MAX_VIDEO_IDS) throw paramError(`video_ids: At most ${MAX_VIDEO_IDS} ids.`);
      // Ids that are not videos of this advertiser are left out, not refused.
      const videos = advertiser.videos.filter((video) => ids.includes(video.id));
      for (const video of videos) readVideo(context.store, video);
      return { list: videos.map((video) => videoInfo(video, context.baseUrl)) };
    },
  },
  {
    method: 'POST',
    path: 'file/start/upload/',
    handle: (context) =>
      startChunkUpload(context.store, reachableAdvertiser(context).seed.id, {
        size: requiredInteger(context.params, 'size'),
        contentType:
          oneOf(context.params, 'content_type', CHUNK_CONTENT_TYPES) ?? requiredString(context.params, 'content_type'),
        name: optionalString(context.params, 'name'),
      }),
  },
  {
    method: 'POST',
    path: 'file/transfer/upload/',
    handle: (context) =>
      transferChunk(context.store, reachableAdvertiser(context).seed.id, {
        uploadId: requiredString(context.params, 'upload_id'),
        startOffset: requiredInteger(context.params, 'start_offset'),
        signature: requiredString(context.params, 'signature'),
        file: requiredFile(context.params, 'file'),
      }),
  },
  {
    method: 'POST',
    path: 'file/finish/upload/',
    handle: (context) =>
      finishChunkUpload(
        context.store,
        reachableAdvertiser(context).seed.id,
        requiredString(context.params, 'upload_id'),
      ),
  },
];
