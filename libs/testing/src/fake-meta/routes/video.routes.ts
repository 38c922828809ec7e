import { invalidParameter } from '../graph-api-error';
import { optionalString, requiredFile, requiredInteger, requiredString } from '../graph-params';
import { finishUpload, startUpload, transferChunk, uploadWhole } from '../video-upload';
import { reachableAccount } from './access';
import { type Route } from './route';

/** `POST /act_X/advideos`: the resumable upload's three phases, or the whole file as `source`. */
export const videoRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: ':account/advideos',
    handle: (context) => {
      const account = reachableAccount(context);
      const adAccountId = account.seed.id;
      const { params, store } = context;
      const title = optionalString(params, 'title') ?? optionalString(params, 'name');
      const phase = optionalString(params, 'upload_phase');
      switch (phase) {
        case undefined:
          return uploadWhole(store, adAccountId, requiredFile(params, 'source'), title);
        case 'start':
          return startUpload(store, adAccountId, requiredInteger(params, 'file_size'), title);
        case 'transfer':
          return transferChunk(
            store,
            adAccountId,
            requiredString(params, 'upload_session_id'),
            requiredInteger(params, 'start_offset'),
            requiredFile(params, 'video_file_chunk'),
          );
        case 'finish':
          return finishUpload(store, adAccountId, requiredString(params, 'upload_session_id'), title);
        default:
          throw invalidParameter('Param upload_phase must be one of {start, transfer, finish, cancel}');
      }
    },
  },
];
