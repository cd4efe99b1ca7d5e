import type { FrontMatter, RenderedPage } from '@folio/content';
import type { PageRenderSettings } from './page-render-settings.ts';
import type { CompressionSetting, DigestedBody } from '@folio/site/digest-body';

/** Parent → render worker. */
export type RenderMessage =
  | { type: 'render'; taskId: number; file: string; source: string; frontMatter: FrontMatter | undefined; settings: PageRenderSettings }
  | { type: 'digest'; taskId: number; body: string | Uint8Array; setting: CompressionSetting | undefined }
  | { type: 'file'; readId: number; text: string | undefined };

/** Render worker → parent. */
export type RenderReply =
  | { type: 'rendered'; taskId: number; page: RenderedPage }
  | { type: 'digested'; taskId: number; body: DigestedBody }
  | { type: 'failed'; taskId: number; message: string }
  | { type: 'read'; taskId: number; readId: number; path: string };
