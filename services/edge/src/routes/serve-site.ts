import type { FastifyInstance } from 'fastify';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/** `GET|HEAD /*` on any host: the site living at that Host (HEAD is Fastify's, from GET). */
export function serveSiteRoute(app: FastifyInstance, handler: SiteHandler): void {
  app.get('/*', handler);
}
