export interface HourlyJob<T> {
  /** Runs the job now unless a run is under way, whose result it then waits for. */
  runOnce(): Promise<T | undefined>;
  /** No run starts after this; waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (an hour by default), the first time `firstDelayMs` after start,
 * never twice at once. A job that must happen once a day checks each hour whether it is due:
 * that holds for a process restarted often or asleep at the chosen hour. A failed run is logged
 * by `onError` and the next look tries again.
 */
export function startHourlyJob<T>(
  run: () => Promise<T | undefined>,
  {
    intervalMs = 3_600_000,
    firstDelayMs = 1_000,
    onError,
  }: { intervalMs?: number; firstDelayMs?: number; onError: (error: unknown) => void },
): HourlyJob<T> {
  let running: Promise<T | undefined> | undefined;
  let stopped = false;
  function runOnce() {
    if (stopped) return Promise.resolve(undefined);
    running ??= run()
      .catch((error: unknown) => {
        onError(error);
        return undefined;
      })
      .finally(() => (running = undefined));
    return running;
  }
  const first = setTimeout(() => void runOnce(), firstDelayMs);
  const timer = setInterval(() => void runOnce(), intervalMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
