import type { Terminal } from './terminal.ts';

/** How long work runs before a progress line appears: short checks stay quiet. */
const SHOW_AFTER_MS = 1000;
const PHASE_LABELS = {
  scan: 'scanning files',
  config: 'reading docs.json',
  pages: 'reading pages',
  openapi: 'loading OpenAPI documents',
  navigation: 'resolving navigation',
  render: 'rendering pages',
} as const;

/** Shows a one-line progress bar on an interactive stderr once work has taken more than a second. */
export function createProgressReporter(terminal: Terminal): {
  update: (event: { phase: keyof typeof PHASE_LABELS; done: number; total: number }) => void;
  done: () => void;
} {
  const started = performance.now();
  let shown = false;
  return {
    update(event) {
      if (!terminal.interactive || performance.now() - started < SHOW_AFTER_MS) return;
      const width = 24;
      const filled = event.total === 0 ? width : Math.round((event.done / event.total) * width);
      terminal.progress(
        `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${PHASE_LABELS[event.phase]} ${event.done}/${event.total}`,
      );
      shown = true;
    },
    done() {
      if (shown) terminal.progress('');
    },
  };
}
