import { type LookupAddress } from 'node:dns';
import { pinnedLookup } from './pinned-lookup';

const checked: LookupAddress[] = [
  { address: '93.184.216.34', family: 4 },
  { address: '2606:2800:220:1::1', family: 6 },
];

function ask(options: { family?: number | 'IPv4' | 'IPv6'; all?: boolean }) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    pinnedLookup(checked)('anything.example.com', options, (error, address, family) => resolve({ error, address, family })),
  );
}

describe('pinnedLookup', () => {
  it('answers the checked addresses whatever the name', async () => {
    expect(await ask({ all: true })).toEqual({ error: null, address: checked, family: undefined });
    expect(await ask({})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('keeps to the family asked for', async () => {
    expect(await ask({ family: 6 })).toEqual({ error: null, address: '2606:2800:220:1::1', family: 6 });
    expect(await ask({ family: 'IPv4', all: true })).toEqual({ error: null, address: [checked[0]], family: undefined });
  });

  it('fails rather than resolve when no checked address is of that family', async () => {
    const only4 = await new Promise<Error | null>((resolve) => pinnedLookup([checked[0]])('x', { family: 6 }, (error) => resolve(error)));
    expect(only4).toMatchObject({ code: 'ENOTFOUND' });
  });
});
