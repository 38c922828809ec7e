import { join } from 'node:path';
import { evaluateModule } from '../lib/evaluate-module';

const call = (module: string, expression: string) => evaluateModule(join(__dirname, module), expression);

describe("the Dockerfile's OS stage of each service", () => {
  const stages = Object.fromEntries(call('dockerfile-stages.mjs', '[...imported.osStageOfServices()]') as [string, string][]);

  it('places each of the nine services, ffmpeg in render and uploads, the React apps in the gateway alone', () => {
    const services = (call('../lib/ports.mjs', 'imported.SERVICES.map((service) => service.name)') as string[]).sort();
    expect(Object.keys(stages).sort()).toEqual(services);
    expect(Object.keys(stages).filter((service) => stages[service] === 'os-ffmpeg').sort()).toEqual(['render', 'uploads']);
    expect(Object.keys(stages).filter((service) => stages[service] === 'os-apps')).toEqual(['gateway']);
  });

  it('gives the larger size limit to exactly the images that carry ffmpeg', () => {
    const withFfmpeg = call('report.mjs', 'imported.FFMPEG_SERVICES') as string[];
    expect([...withFfmpeg].sort()).toEqual(Object.keys(stages).filter((service) => stages[service] === 'os-ffmpeg').sort());
  });

  it('reads the stage from each `FROM <stage> AS base-<service>` line', () => {
    const text = 'FROM os AS os-apps\nFROM os-apps AS base-gateway\nfrom os-ffmpeg as base-render\nFROM base-${SERVICE} AS app\n';
    expect(call('dockerfile-stages.mjs', `[...imported.osStageOfServices(${JSON.stringify(text)})]`)).toEqual([
      ['gateway', 'os-apps'],
      ['render', 'os-ffmpeg'],
    ]);
  });
});
