import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '@reelmix/config';
import { DomainError, ErrorCode, type PayoutRunResult, Rpc } from '@reelmix/contracts';
import { AmqpConnection, RpcClient } from '@reelmix/messaging';
import { Matches } from 'class-validator';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatCents } from '../programme/programme-terms';

/** The broker the running stack uses; the same variable and default as the services. */
class PayoutCommandConfig {
  @Matches(/^amqps?:\/\/[^\s/]+/, { message: 'must be an amqp:// or amqps:// URL' })
  AMQP_URL: string = 'amqp://guest:guest@localhost:5672';
}

/** A run pays each affiliate in its own transaction; give it far longer than an ordinary call. */
const RUN_TIMEOUT_MS = 120_000;

/**
 * `npm run affiliates:payout [-- <file.csv>]`: runs the monthly payout through the running
 * affiliates service (the same call the admin area makes), prints what it paid and writes the
 * PayPal Payouts file to upload, by default `./paypal-payouts-<date>.csv`.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig(PayoutCommandConfig);
  Logger.overrideLogger(['error', 'warn']);
  const connection = new AmqpConnection({ url: config.AMQP_URL, name: 'affiliates-payout-command', initialRetries: 2 });
  await connection.connect();
  try {
    // Run with affiliates' own broker account (its AMQP_URL): the reply queue must be one of its own.
    const rpc = new RpcClient(connection, RUN_TIMEOUT_MS, 'affiliates');
    await rpc.whenReady();
    const result = await rpc.request('affiliates', Rpc.RunPayouts, {});
    console.log(summary(result));
    if (result.payouts.length === 0) return 0;
    const file = unusedPath(resolve(args[0] ?? `paypal-payouts-${result.runAt.slice(0, 10)}.csv`));
    try {
      writeFileSync(file, result.csv, { flag: 'wx' });
    } catch (error) {
      // The payouts are recorded already; the file's content must not be lost with the write.
      console.error(`Could not write ${file} (${error instanceof Error ? error.message : String(error)}); its content:\n${result.csv}`);
      return 1;
    }
    console.log(`PayPal Payouts file: ${file}, to upload to PayPal Payouts`);
    return 0;
  } finally {
    await connection.close();
  }
}

/** The path, or the first of `name-2.csv`, `name-3.csv`, ... that is free: an earlier file may not be uploaded yet. */
function unusedPath(path: string): string {
  const stem = path.replace(/\.csv$/i, '');
  let candidate = path;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${stem}-${n}.csv`;
  return candidate;
}

function summary(result: PayoutRunResult): string {
  const total = result.payouts.reduce((sum, line) => sum + line.amountCents, 0);
  const lines = [
    `Payout run at ${result.runAt}: ${result.payouts.length} payout(s), $${formatCents(total)} in total.`,
    ...result.payouts.map(
      (line) => `  ${line.payoutId}  ${line.email}  $${formatCents(line.amountCents)}  (${line.commissionCount} commission(s))`,
    ),
    `${result.rolledOver} affiliate(s) below the $50 minimum; their balance rolls over to next month.`,
  ];
  return lines.join('\n');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    const unavailable = error instanceof DomainError && error.code === ErrorCode.ServiceUnavailable;
    console.error(`Payout run failed: ${message}${unavailable ? ' (is the stack running? `npm start`)' : ''}`);
    // The run is idempotent: commissions already paid are not paid again, so running it again is safe.
    process.exit(1);
  },
);
