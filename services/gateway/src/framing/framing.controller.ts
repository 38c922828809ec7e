import { Body, Controller, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  type ClipFramingView,
  type CurrentUser,
  DomainError,
  ErrorCode,
  type FramingChoice,
  isFramingChoice,
  type JobFramingView,
  placementFrom,
  type PlacementName,
  PREVIEW_TEXT_MESSAGES,
  PREVIEW_WIDTH,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Response } from 'express';
import { CurrentCustomer, SessionGuard, validateBody } from '../auth';
import { ClipFramingBody } from './clip-framing.dto';
import { jobClipId, jobId } from '../jobs/job-id';
import { PreviewImages } from './preview-images';
import { GatewayErrors } from '../gateway-errors';

/** `9:16` or its URL form `9x16`. */
function placementOf(text: unknown): PlacementName {
  const placement = placementFrom(String(text ?? ''));
  if (!placement) throw GatewayErrors.badPlacementChoice();
  return placement;
}

/** A framing to preview instead of the clip's own; none asked for keeps the clip's. */
function framingOf(text: unknown): FramingChoice | undefined {
  if (text === undefined) return undefined;
  if (!isFramingChoice(text)) throw GatewayErrors.badFramingChoice();
  return text;
}


/** A text to draw on a hook's preview, by its position in the job's plan; the jobs service knows whether the job has it. */
function textOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  // Three digits cover any plan's texts; more is no position, and would lose precision as a number.
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,2}$/.test(value)) throw new DomainError(ErrorCode.ValidationFailed, PREVIEW_TEXT_MESSAGES.notAPosition);
  return Number(value);
}

/**
 * The framing review between upload and rendering (docs/api.md): every clip in every placement
 * of a job, a clip's framing changed, and a preview of it made by the render's own filters.
 */
@Controller('api/jobs/:id')
@UseGuards(SessionGuard)
export class FramingController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly previews: PreviewImages,
  ) {}

  @Get('framing')
  framing(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobFramingView> {
    return this.rpc.request('jobs', Rpc.JobFraming, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  @Put('clips/:clipId/framing')
  async setFraming(@Param('id') id: string, @Param('clipId') clip: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<ClipFramingView> {
    const change = await validateBody(ClipFramingBody, body);
    return this.rpc.request('jobs', Rpc.SetClipFraming, { jobId: jobId(id), clipId: jobClipId(clip), userId: user.id, plan: user.plan, ...change });
  }

  /**
   * `framing` and `focus` default to the clip's own, so the app can show a choice before it is
   * saved; `text` draws one of the job's texts on a hook, as the render will.
   */
  @Get('clips/:clipId/preview')
  async preview(
    @Param('id') id: string,
    @Param('clipId') clip: string,
    @Query() query: Record<string, unknown>,
    @CurrentCustomer() user: CurrentUser,
    @Res() response: Response,
  ): Promise<void> {
    const placement = placementOf(query['placement']);
    const framing = framingOf(query['framing']);
    const text = textOf(query['text']);
    const source = await this.rpc.request('jobs', Rpc.ClipPreviewSource, {
      jobId: jobId(id),
      clipId: jobClipId(clip),
      userId: user.id,
      plan: user.plan,
      placement,
      ...(text === undefined ? {} : { text }),
    });
    await this.previews.send(response, user, {
      ...source,
      placement,
      framing: framing ?? source.framing,
      focus: query['focus'] === undefined ? `${source.focus.x},${source.focus.y}` : String(query['focus']),
      size: PREVIEW_WIDTH,
    });
  }
}
