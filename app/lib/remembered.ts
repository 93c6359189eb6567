/**
 * `compute` remembered for the last few hundred different inputs: for work done on every request
 * whose inputs repeat (a few phones' user agents, a few referrers). Forgotten wholesale past 500
 * keys, so random inputs cannot grow it.
 */
export function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    if (known.size >= 500) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
