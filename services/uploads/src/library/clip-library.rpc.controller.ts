import { Controller } from '@nestjs/common';
import {
  ClipLibraryRequest,
  type ClipLibraryView,
  type ClipPosterLocation,
  type DeletedClipAnswer,
  type LibraryClip,
  LibraryClipRequest,
  Rpc,
  SetClipLabelRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { ClipLibraryService } from './clip-library.service';

/** The clip library for the gateway (`/api/clips`), on the uploads service's RPC queue. */
@Controller()
export class ClipLibraryRpcController {
  constructor(private readonly library: ClipLibraryService) {}

  @OnRequest(Rpc.ClipLibrary)
  list(request: ClipLibraryRequest): Promise<ClipLibraryView> {
    return this.library.list(request);
  }

  @OnRequest(Rpc.SetClipLabel)
  setLabel(request: SetClipLabelRequest): Promise<LibraryClip> {
    return this.library.setLabel(request);
  }

  @OnRequest(Rpc.ClipPoster)
  poster(request: LibraryClipRequest): Promise<ClipPosterLocation> {
    return this.library.poster(request);
  }

  @OnRequest(Rpc.DeleteClip)
  delete(request: LibraryClipRequest): Promise<DeletedClipAnswer> {
    return this.library.delete(request);
  }
}
