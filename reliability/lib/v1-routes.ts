import { randomUUID } from 'node:crypto';
import type { Platform } from './start-platform.ts';

/** One `/v1/` operation of the API's OpenAPI document, with its path filled in. */
export interface V1Route {
  method: string;
  /** The template with each `{name}` replaced by `ids[name]` (a fresh UUID when unknown). */
  path: string;
  template: string;
}

/**
 * Every `/v1/` operation the running API documents at `/openapi.json`, so the reliability areas
 * walk each route the API really serves instead of a hand-kept list that would miss new ones.
 */
export async function v1Routes(platform: Platform, ids: Record<string, string>): Promise<V1Route[]> {
  const document = JSON.parse((await platform.api$('GET', '/openapi.json')).body.toString()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes: V1Route[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    if (!template.startsWith('/v1/')) continue;
    for (const method of Object.keys(methods)) {
      if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
      const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(ids[name] ?? randomUUID()));
      routes.push({ method: method.toUpperCase(), path, template });
    }
  }
  return routes;
}
