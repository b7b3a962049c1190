/**
 * Runs `task` now and then `intervalMs` after each run ends, so runs never overlap. A failing
 * run is reported and the schedule goes on. `stop` waits for a run in progress, so the
 * database can be closed right after.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    running = task()
      .then(
        () => undefined,
        (err: unknown) => onError(err),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        // The server's sockets keep the process alive, not this timer.
        timer.unref();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
