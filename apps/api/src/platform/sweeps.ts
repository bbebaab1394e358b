import type { Logger } from 'pino';

/**
 * Work that each worker process does every few seconds, by a timer rather than through the job
 * queue: a sweep that claims its own rows (FOR UPDATE SKIP LOCKED, so that processes never share
 * one) and often finds nothing, where a queued job a run would cost three transactions each time
 * and a schedule cannot run more often than once a minute.
 */
export interface Sweep {
  name: string;
  everySeconds: number;
  /** Done once as the process starts, before the first run (tried again before each until it succeeds). */
  atStart?(log: Logger): Promise<void>;
  /** One run: the next comes `everySeconds` after it ends. Throwing is logged; the next comes anyway. */
  run(log: Logger): Promise<void>;
}

/** A process's running sweeps: each can be paused (tests do), and all are stopped before shutdown. */
export interface Sweeps {
  pause(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Runs each sweep now and then every `everySeconds` after each run ends, until stopped. */
export function startSweeps({ sweeps, logger }: { sweeps: Sweep[]; logger: Logger }): Sweeps {
  const running = new Map(
    sweeps.map((sweep) => [sweep.name, loop(sweep, logger.child({ job: sweep.name }))]),
  );
  return {
    pause: async (name) => running.get(name)?.stop(),
    stop: async () => {
      await Promise.all([...running.values()].map((sweep) => sweep.stop()));
    },
  };
}

function loop(sweep: Sweep, log: Logger) {
  let stopped = false;
  // Until its start-up step has succeeded, each run tries it again first.
  let started = !sweep.atStart;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = (async () => {
      if (!started) {
        await sweep.atStart!(log);
        started = true;
      }
      await sweep.run(log);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'sweep failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, sweep.everySeconds * 1000).unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
