import type { SiteNavigation } from '@folio/site';
import { filterSiteNavigation } from '../filter-site-navigation.ts';
import type { McpToolContext } from './tool-context.ts';

/** The deployment's navigation as the calling reader may see it (restricted pages of other groups left out). */
export async function readerNavigation(ctx: McpToolContext): Promise<SiteNavigation | undefined> {
  const navigation = await ctx.site.navigation();
  return navigation === undefined ? undefined : filterSiteNavigation(navigation, ctx.readerGroups);
}
