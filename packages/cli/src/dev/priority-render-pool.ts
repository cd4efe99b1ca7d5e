import { AsyncLocalStorage } from 'node:async_hooks';
import { RenderPool } from '@folio/builder';

/**
 * The render threads of `folio dev`, where what an author waits for goes first: renders asked
 * for inside {@link PriorityRenderPool.first} (a save's layout, a page requested before the
 * background build reached it) are sent to the threads at once, while the background build's
 * further renders wait until that work is done. Otherwise a save queues behind the renders the
 * background build keeps in flight, and shares the cores with them.
 */
export class PriorityRenderPool extends RenderPool {
  private readonly urgent = new AsyncLocalStorage<true>();
  private running = 0;
  private resumed: Promise<void> | undefined;
  private resume: (() => void) | undefined;

  /** Runs `work` with its renders ahead of every other render. */
  async first<T>(work: () => Promise<T>): Promise<T> {
    if (this.running++ === 0) this.resumed = new Promise((resolve) => (this.resume = resolve));
    try {
      return await this.urgent.run(true, work);
    } finally {
      if (--this.running === 0) {
        this.resume?.();
        this.resumed = undefined;
      }
    }
  }

  override async render(...args: Parameters<RenderPool['render']>): ReturnType<RenderPool['render']> {
    while (this.resumed !== undefined && this.urgent.getStore() === undefined) await this.resumed;
    return super.render(...args);
  }
}
