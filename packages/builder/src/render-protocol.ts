import type { CustomLanguages, FrontMatter, RenderedPage } from '@folio/content';
import type { CheckedPage } from '@folio/content/check';
import type { PageRenderSettings } from './page-render-settings.ts';
import type { CompressionSetting, DigestedBody } from '@folio/site/digest-body';

/**
 * Parent → render worker. A site's custom grammars go to a thread once (`languages`); the render
 * messages after it carry only their key (`grammars` empty), which the thread looks up.
 */
export type RenderMessage =
  | {
      type: 'render';
      taskId: number;
      file: string;
      source: string;
      frontMatter: FrontMatter | undefined;
      settings: PageRenderSettings;
    }
  | {
      type: 'check';
      taskId: number;
      file: string;
      source: string;
      frontMatter: FrontMatter | undefined;
      settings: PageRenderSettings;
    }
  | { type: 'languages'; languages: CustomLanguages }
  | { type: 'digest'; taskId: number; body: string | Uint8Array; setting: CompressionSetting | undefined }
  | { type: 'file'; readId: number; text: string | undefined };

/** Render worker → parent. */
export type RenderReply =
  | { type: 'rendered'; taskId: number; page: RenderedPage }
  | { type: 'checked'; taskId: number; page: CheckedPage }
  | { type: 'digested'; taskId: number; body: DigestedBody }
  | { type: 'failed'; taskId: number; message: string }
  | { type: 'read'; taskId: number; readId: number; path: string };

/**
 * What a render thread gets at start (`workerData`): one shared 32-bit cell where the thread
 * writes the id of the task whose code block it is tokenizing (-1 when none). The parent reads it
 * when a page is over its deadline: a thread stuck in a grammar's regular expression cannot answer
 * messages, but the cell says which page it is stuck on.
 */
export interface RenderWorkerData {
  tokenizing: SharedArrayBuffer;
  /** What the pool is for, so the thread loads that part of the renderer at once (see `RenderPoolOptions.work`). */
  work: 'render' | 'check';
}

/** The value of the tokenizing cell when no block is being tokenized. */
export const NOT_TOKENIZING = -1;
