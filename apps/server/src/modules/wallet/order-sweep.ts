// The periodic sweep of a service's due orders (demo deposits to complete, withdrawals received by
// time-out): one timer per process, unref'd (it never keeps the process alive), one sweep at a
// time; stopping waits for a running sweep to end (before the database closes).

/** What a sweep runs and how it reports. */
export interface OrderSweepOptions {
  /** One sweep: answers how many orders it changed. */
  run(): Promise<number>;
  /** Called after a sweep that changed orders (count > 0). */
  changed(count: number): void;
  /** Called when a sweep fails. */
  failed(error: unknown): void;
}

/** A service's sweep timer. */
export class OrderSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: OrderSweepOptions) {}

  /** Starts sweeping every `intervalMs`; a second start is ignored. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.options
        .run()
        .then(
          (count) => {
            if (count > 0) this.options.changed(count);
          },
          (error: unknown) => this.options.failed(error),
        )
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a running sweep to end. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
