import { selectFields } from '../field-selection';
import { optionalString } from '../graph-params';
import { readVideoStatus } from '../video-upload';
import { reachableNode } from './access';
import { AD_SET_SHAPE, CAMPAIGN_SHAPE, adSetNode, campaignNode } from './account.routes';
import { AD_SHAPE, adNode } from './ad.routes';
import { CREATIVE_SHAPE, creativeNode } from './creative.routes';
import { type Route, type RouteContext } from './route';

const VIDEO_SHAPE = {
  nodeType: 'AdVideo',
  known: ['id', 'title', 'status', 'length', 'created_time'],
  defaults: ['id', 'title'],
} as const;

/** `GET /{id}` reads any node the token reaches, by what kind of node the id names. */
function readNode(context: RouteContext): Record<string, unknown> {
  const node = reachableNode(context, ['video', 'ad', 'creative', 'campaign', 'adset']);
  const fields = optionalString(context.params, 'fields');
  const { store } = context;
  switch (node.kind) {
    case 'video': {
      const video = store.video(node.id)!;
      // Only a read that asks for the status moves processing on, as polling is what a client does.
      const asksForStatus = fields?.split(',').some((field) => field.trim().startsWith('status')) ?? false;
      const status = asksForStatus ? readVideoStatus(video, context.faults.processingNeverFinishes) : undefined;
      return selectFields({ id: video.id, title: video.title, status }, fields, VIDEO_SHAPE);
    }
    case 'ad':
      return selectFields(adNode(store.ad(node.id)!), fields, AD_SHAPE);
    case 'creative':
      return selectFields(creativeNode(store.creative(node.id)!), fields, CREATIVE_SHAPE);
    case 'campaign':
      return selectFields(campaignNode(node.id, context), fields, CAMPAIGN_SHAPE);
    case 'adset':
      return selectFields(adSetNode(node.id, store.adSets.get(node.id)!), fields, AD_SET_SHAPE);
  }
}

export const nodeRoutes: readonly Route[] = [{ method: 'GET', pattern: ':id', handle: readNode }];
