import { META_GRAPH_DEFAULT_URL, META_GRAPH_DEFAULT_VERSION, metaGraphSettings } from './graph-settings';

describe('metaGraphSettings', () => {
  it('defaults to Meta’s host and the pinned version, uploads to the same host', () => {
    expect(metaGraphSettings()).toEqual({ baseUrl: META_GRAPH_DEFAULT_URL, videoUrl: META_GRAPH_DEFAULT_URL, version: META_GRAPH_DEFAULT_VERSION });
  });

  it('takes its own video host and drops trailing slashes', () => {
    expect(metaGraphSettings({ baseUrl: 'http://127.0.0.1:4000/', videoUrl: 'https://graph-video.facebook.com/', version: 'v25.0' })).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      videoUrl: 'https://graph-video.facebook.com',
      version: 'v25.0',
    });
  });

  it('refuses a version that is not vNN.N', () => {
    expect(() => metaGraphSettings({ version: '24.0' })).toThrow('META_GRAPH_VERSION must look like v24.0, not "24.0"');
  });
});
