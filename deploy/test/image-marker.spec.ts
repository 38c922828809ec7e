import { IMAGE_MARKER } from '@reelmix/config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Inside an image an unset NODE_ENV must mean production, which libs/config decides by the marker
// file: the Dockerfile's runtime stages must create exactly that file.
describe('the service images mark themselves as images', () => {
  it('creates the marker file libs/config reads, in the stage every runtime is built on', () => {
    const dockerfile = readFileSync(join(__dirname, '..', 'docker', 'Dockerfile'), 'utf8');
    const osStage = dockerfile.slice(dockerfile.indexOf(' AS os\n'), dockerfile.indexOf(' AS os-ffmpeg'));
    expect(osStage).toContain(`touch ${IMAGE_MARKER}`);
    expect(dockerfile).toMatch(/ENV NODE_ENV=production/);
  });
});
