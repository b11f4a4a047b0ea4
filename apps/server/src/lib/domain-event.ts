// A domain event of a module's service (a deposit credited, a withdrawal paid, a rank reached):
// what lets another module act on it (write a message, tell an open tab) without the first one
// knowing of it, or importing anything of the second. The event is told after the change was
// committed, in the process that made it; a listener's failure is logged and never reaches the
// change, which has happened. Listeners that must survive a crash between the commit and their
// work belong in a job, not here: what they do must be safe to miss (a notice, a message).
import type { Log } from './request-context';

/** One kind of event of one service: `subscribe` to it, `emit` it (the service does). */
export class DomainEvent<T> {
  private readonly listeners: ((event: T) => unknown)[] = [];
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    /** The event's name, for the log. */
    readonly name: string,
    private readonly log?: Pick<Log, 'error'>,
  ) {}

  /** Calls `listener` on every later event (in this process). */
  subscribe(listener: (event: T) => unknown): void {
    this.listeners.push(listener);
  }

  /** Tells every listener; returns at once (listeners run on their own). */
  emit(event: T): void {
    for (const listener of this.listeners) {
      const run = (async () => listener(event))().catch((error: unknown) =>
        this.log?.error({ err: error, event: this.name }, 'a domain event listener failed'),
      );
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  /** Resolves once every listener started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
