import type { RenderedPage } from '@folio/content';

/** Parent → render worker. */
export type RenderMessage =
  | { type: 'render'; taskId: number; file: string; source: string }
  | { type: 'file'; readId: number; text: string | undefined };

/** Render worker → parent. */
export type RenderReply =
  | { type: 'rendered'; taskId: number; page: RenderedPage }
  | { type: 'failed'; taskId: number; message: string }
  | { type: 'read'; taskId: number; readId: number; path: string };
