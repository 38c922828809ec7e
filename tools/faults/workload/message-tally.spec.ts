import type { InjectedMessage } from './message-injector';
import { tallyMessages } from './message-tally';

const sent = (overrides: Partial<InjectedMessage>): InjectedMessage => ({
  id: 'fault-poison-1',
  queue: 'jobs.events',
  kind: 'poison',
  refusal: 'parked',
  acknowledged: true,
  parkings: [],
  replies: [],
  ...overrides,
});

const refusedRequest = { ok: false as const, error: { code: 'VALIDATION_FAILED', message: 'Invalid request' } };

describe('the message tally', () => {
  it('completes a message parked once at once, and a request refused once as invalid', () => {
    const { tally, problems } = tallyMessages([sent({ parkings: ['rejected'] }), sent({ queue: 'jobs.rpc', refusal: 'error reply', replies: [refusedRequest] })]);
    expect(tally).toEqual({ attempted: 2, acknowledged: 2, completed: 2, lost: 0, duplicated: 0 });
    expect(problems).toEqual([]);
  });

  it('counts a message never parked as lost and one parked twice as duplicated, and names both', () => {
    const { tally, problems } = tallyMessages([sent({}), sent({ kind: 'malformed', parkings: ['rejected', 'rejected'] })]);
    expect(tally).toEqual({ attempted: 2, acknowledged: 2, completed: 0, lost: 1, duplicated: 1 });
    expect(problems).toEqual(['the poison message on jobs.events was never parked in jobs.events.dlq', 'the malformed message on jobs.events was parked 2 times']);
  });

  it('names a message parked only when its redeliveries ran out', () => {
    const { tally, problems } = tallyMessages([sent({ parkings: ['delivery_limit'] })]);
    expect(tally.completed).toBe(1);
    expect(problems).toEqual(['the poison message on jobs.events was parked only after redeliveries (delivery_limit), not at once']);
  });

  it('counts a bad request answered as valid as an effect applied, and an unanswered one as lost', () => {
    const request = { queue: 'mail.rpc', refusal: 'error reply' as const };
    const { tally } = tallyMessages([sent({ ...request, replies: [{ ok: true, data: {} }] }), sent(request)]);
    expect(tally).toEqual({ attempted: 2, acknowledged: 2, completed: 0, lost: 1, duplicated: 1 });
  });

  it('does not count a message the broker never took as lost', () => {
    const { tally, problems } = tallyMessages([sent({ acknowledged: false, refused: 'returned: no queue took it' })]);
    expect(tally).toEqual({ attempted: 1, acknowledged: 0, completed: 0, lost: 0, duplicated: 0 });
    expect(problems).toEqual(['the poison message on jobs.events was not taken by the broker (returned: no queue took it)']);
  });
});
