/**
 * `make` called once per key (`keyOf` of its arguments): later calls with the same key get the
 * first call's result, a promise in every use here. For one check or batch that reads the same
 * files for several outputs; a fresh one per check, so nothing outlives the files it read.
 */
export function memoise<A extends unknown[], V>(make: (...args: A) => V, keyOf: (...args: A) => string): (...args: A) => V {
  const made = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    if (!made.has(key)) made.set(key, make(...args));
    return made.get(key)!;
  };
}
