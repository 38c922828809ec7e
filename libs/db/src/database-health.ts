import { DataSource } from 'typeorm';

/** True when a trivial query answers within the time given: what readiness means for a database. */
export async function isDatabaseReachable(dataSource: DataSource, timeoutMs = 2000): Promise<boolean> {
  if (!dataSource.isInitialized) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = dataSource.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
