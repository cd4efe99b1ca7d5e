import type { PathSegment } from '@folio/diagnostics';
import { channelPagePath, channelTitle, UNTAGGED_CHANNEL_GROUP, type LoadedAsyncApi } from '@folio/openapi';
import { findAsyncApi, readAsyncApiSetting } from './asyncapi-sources.ts';
import type { NavigationContext } from './navigation-context.ts';
import { DEFAULT_API_DIRECTORY } from './operation-page-path.ts';
import type { ChannelPage, SitePage } from './types.ts';

/** A navigation group of generated channel pages. */
export interface ChannelGroup {
  group: string;
  pages: string[];
}

/** The page each channel got, per resolution: a document named twice gives its channels one page each. */
const pagesByLabel = new WeakMap<NavigationContext, Map<string, string>>();

/**
 * The channel pages of an element's `asyncapi` setting, as the reference generates them: one
 * page per channel of each document, grouped by the channel's first tag (untagged channels in
 * "Websockets"), at `<directory>/<tag slug>/<title slug>` (`directory` of the object form, else
 * `api-reference`); equal paths get `-1`, `-2`, …. A document that cannot be used is reported at
 * the setting and generates nothing.
 */
export function generateChannelGroups(
  setting: unknown,
  segments: readonly PathSegment[],
  context: NavigationContext,
): ChannelGroup[] {
  const read = readAsyncApiSetting(setting);
  const at = [...segments, 'asyncapi'];
  if (read === undefined) {
    context.report(
      'NAV_ASYNCAPI_INVALID',
      at,
      '`asyncapi` must be a path or URL, an array of them, or `{ "source", "directory" }`',
    );
    return [];
  }
  const directory = read.directory?.replace(/^\/+|\/+$/g, '') || DEFAULT_API_DIRECTORY;
  const groups = new Map<string, ChannelGroup & { taken: Set<string> }>();
  for (const source of read.sources) {
    const document = findAsyncApi(source, context.asyncapis ?? []);
    if (document === undefined || !document.ok || document.channels.length === 0) {
      context.report('NAV_ASYNCAPI_INVALID', at, unusable(source, document));
      continue;
    }
    for (const channel of document.channels) {
      const title = channel.tags[0] ?? UNTAGGED_CHANNEL_GROUP;
      let group = groups.get(title);
      if (group === undefined) {
        group = { group: title, pages: [], taken: new Set() };
        groups.set(title, group);
      }
      const path = placeChannel(
        document,
        channel,
        unique(channelPagePath(channel, directory), group.taken),
        at,
        context,
      );
      if (path !== undefined) group.pages.push(path);
    }
  }
  return [...groups.values()].map(({ group, pages }) => ({ group, pages }));
}

/** What a generated or front matter page of a channel carries. */
export function channelPageOf(document: LoadedAsyncApi, channel: LoadedAsyncApi['channels'][number]): ChannelPage {
  const servers =
    channel.servers.length === 0
      ? document.servers
      : document.servers.filter((server) => channel.servers.includes(server.name));
  return {
    source: document.source,
    channel,
    servers,
    ...(document.defaultContentType === undefined ? {} : { defaultContentType: document.defaultContentType }),
  };
}

function placeChannel(
  document: LoadedAsyncApi,
  channel: LoadedAsyncApi['channels'][number],
  path: string,
  at: readonly PathSegment[],
  context: NavigationContext,
): string | undefined {
  const label = `${document.source} ${channel.id}`;
  let known = pagesByLabel.get(context);
  if (known === undefined) {
    known = new Map();
    pagesByLabel.set(context, known);
  }
  const existing = known.get(label);
  if (existing !== undefined) {
    context.registry.show(existing);
    return existing;
  }
  const page: SitePage & { asyncapi: string } = {
    path,
    source: 'asyncapi',
    asyncapi: label,
    title: channelTitle(channel),
    channel: channelPageOf(document, channel),
  };
  if (!context.registry.addGenerated(page)) {
    const taken = context.registry.file(path);
    context.report(
      'NAV_DUPLICATE_PAGE_PATH',
      at,
      `the page of AsyncAPI channel "${channel.id}" would be "${path}", which ${taken === undefined ? 'another generated page' : `page file "${taken.file}"`} already uses; no page is generated for it`,
      'give the channel another `title`, or set another `directory` on the `asyncapi` setting',
    );
    return undefined;
  }
  known.set(label, path);
  context.registry.show(path);
  return path;
}

function unique(base: string, taken: Set<string>): string {
  let path = base;
  for (let n = 1; taken.has(path); n++) path = `${base}-${n}`;
  taken.add(path);
  return path;
}

function unusable(source: string, document: LoadedAsyncApi | undefined): string {
  if (document === undefined)
    return `AsyncAPI document "${source}" was not loaded, so no channel pages are generated from it`;
  if (!document.ok) {
    const first = document.diagnostics.find((d) => d.severity === 'error');
    return `AsyncAPI document "${source}" cannot be used${first === undefined ? '' : `: ${first.message}`}; no channel pages are generated from it`;
  }
  return `AsyncAPI document "${source}" defines no channels, so no pages are generated from it`;
}
