// Writes the broker definitions the deployment files load, from the permission table in
// libs/messaging/src/broker-permissions.ts and docker-compose.yml's AMQP URLs:
//   node tools/launch.mjs run -r @swc-node/register deploy/rabbitmq/write-definitions.ts
// deploy/test/broker-accounts.spec.ts fails while the committed files differ from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeDefinitions, definitionsText, kubernetesPermissions } from './definitions';

const ROOT = join(__dirname, '..', '..');
writeFileSync(join(__dirname, 'compose-definitions.json'), definitionsText(composeDefinitions(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'))));
writeFileSync(join(__dirname, 'kubernetes-permissions.json'), definitionsText(kubernetesPermissions()));
console.log('Wrote deploy/rabbitmq/compose-definitions.json and deploy/rabbitmq/kubernetes-permissions.json');
