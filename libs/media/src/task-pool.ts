/*
 * Runs tasks with at most `concurrency` in flight, in the order given. The first failure stops
 * new tasks from starting and fires `abortOnFailure` (so running ffmpeg processes are killed
 * rather than finishing work nobody will use), waits for the running tasks to settle (no process
 * outlives the call, every temp dir is gone), then rejects with that first failure.
 */

export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
  abortOnFailure?: AbortController,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        if (failure === null) {
          failure = { error };
          abortOnFailure?.abort(error);
        }
      }
    }
  };
  const width = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: width }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}
