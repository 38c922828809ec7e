import { recordStoredBytes, storedBytesTotal, userStoredBytes } from './stored-bytes';

async function bucket(le: number): Promise<number> {
  const { values } = await userStoredBytes.get();
  return values.find((value) => value.metricName === 'reelmix_user_stored_bytes_bucket' && (value.labels as Record<string, unknown>).le === le && value.labels.content === 'clips')?.value ?? 0;
}

async function total(): Promise<number> {
  const { values } = await storedBytesTotal.get();
  return values.find((value) => value.labels.content === 'clips')?.value ?? 0;
}

describe('recordStoredBytes', () => {
  it('sums every user into the total and sorts users into buckets by their bytes', async () => {
    recordStoredBytes('clips', [50e6, 300e6, 3e9]);
    expect(await total()).toBe(3.35e9);
    expect(await bucket(100e6)).toBe(1);
    expect(await bucket(500e6)).toBe(2);
    expect(await bucket(5e9)).toBe(3);
  });

  it('replaces the last reading rather than adding to it', async () => {
    recordStoredBytes('clips', [50e6, 300e6, 3e9]);
    recordStoredBytes('clips', [200e6]);
    expect(await total()).toBe(200e6);
    expect(await bucket(100e6)).toBe(0);
    expect(await bucket(250e6)).toBe(1);
  });
});
