import { FakeGraphApi } from '@reelmix/testing';

/**
 * The fake Graph API the customer stack's jobs service publishes to. Started before the stack,
 * since its address is one of the stack's settings; a journey seeds its own token and ad account
 * on it and plays Meta's side (insights) from there.
 */
export class StackMeta {
  private fake?: FakeGraphApi;

  /** Starts the fake and answers the settings that point jobs at it. */
  async start(): Promise<Record<string, string>> {
    this.fake = await FakeGraphApi.start();
    return {
      META_GRAPH_URL: this.fake.url,
      META_GRAPH_VERSION: this.fake.version,
      // The publisher looks for work a few times a second and Meta's processing is not waited on
      // for minutes: a publish of tiny videos settles while the journey watches it.
      PUBLISH_POLL_MS: '1000',
      PUBLISH_PROCESSING_DEADLINE_MS: '60000',
    };
  }

  get api(): FakeGraphApi {
    if (!this.fake) throw new Error('the fake Graph API has not started');
    return this.fake;
  }

  async stop(): Promise<void> {
    await this.fake?.stop();
  }
}
