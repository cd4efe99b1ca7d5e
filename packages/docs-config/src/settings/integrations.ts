import type { DocsSetting } from './docs-setting.ts';

/** Where every integration is loaded (validated ids, the provider's script, its CSP origins). */
const HONOURED_INTEGRATIONS = 'site site-integrations.ts, assets/integrations.js';

/** Analytics, chat and consent providers: `integrations`. Rows of `DOCS_SETTINGS`, in its order. */
export const INTEGRATIONS_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'integrations',
    type: 'object',
    effect:
      "Analytics, chat and consent providers: each one's script is loaded with the site's id, only from the provider's own origins (a `launchUrl`, `scriptSource`, `cdnUrl`, `apiHost` or `server` elsewhere is refused with `CONFIG_INTEGRATION_ORIGIN`).",
    example: '{ "ga4": { "measurementId": "G-XXXXXXX" } }',
    honouredBy: 'site site-integrations.ts, assets/integrations.js',
  },
  ...integration('adobe', { launchUrl: 'string (URL)' }, 'Adobe Launch'),
  ...integration('amplitude', { apiKey: 'string' }, 'Amplitude'),
  ...integration('clarity', { projectId: 'string' }, 'Microsoft Clarity'),
  ...integration('clearbit', { publicApiKey: 'string' }, 'Clearbit'),
  ...integration('fathom', { siteId: 'string' }, 'Fathom'),
  ...integration('frontchat', { snippetId: 'string' }, 'Front Chat'),
  ...integration('ga4', { measurementId: 'string' }, 'Google Analytics 4'),
  ...integration('gtm', { tagId: 'string' }, 'Google Tag Manager'),
  ...integration('heap', { appId: 'string' }, 'Heap'),
  ...integration('hightouch', { writeKey: 'string', apiHost: 'string' }, 'Hightouch'),
  ...integration('hotjar', { hjid: 'string', hjsv: 'string' }, 'Hotjar'),
  ...integration('intercom', { appId: 'string' }, 'Intercom'),
  ...integration('koala', { publicApiKey: 'string' }, 'Koala'),
  ...integration('logrocket', { appId: 'string' }, 'LogRocket'),
  ...integration('mixpanel', { projectToken: 'string', region: '"us" | "eu" | "in"' }, 'Mixpanel'),
  ...integration(
    'onetrust',
    { domainScript: 'string', categoryId: 'string', scriptSource: 'string (URL)' },
    'OneTrust',
  ),
  ...integration('pirsch', { id: 'string' }, 'Pirsch'),
  ...integration('posthog', { apiKey: 'string', apiHost: 'string (URL)', sessionRecording: 'boolean' }, 'PostHog'),
  ...integration('plausible', { domain: 'string', server: 'string' }, 'Plausible'),
  ...integration('segment', { key: 'string', cdnUrl: 'string (URL)' }, 'Segment'),
  ...integration('telemetry', { enabled: 'boolean' }, "the platform's own telemetry"),
  ...integration('cookies', { key: 'string', value: 'string' }, 'a consent cookie (analytics load once it is set)'),
  ...integration('transcend', { bundleId: 'string', analyticsPurpose: 'string' }, 'Transcend consent'),
];

/** The rows of one integration: its object and each of its keys. */
function integration(name: string, keys: Record<string, string>, provider: string): DocsSetting[] {
  const example = `{ ${Object.entries(keys)
    .map(([key, type]) => `"${key}": ${type === 'boolean' ? 'true' : `"…"`}`)
    .join(', ')} }`;
  return [
    {
      path: `integrations.${name}`,
      type: 'object',
      effect: `Loads ${provider}.`,
      example,
      honouredBy: HONOURED_INTEGRATIONS,
    },
    ...Object.entries(keys).map(([key, type]) => ({
      path: `integrations.${name}.${key}`,
      type,
      effect: `\`${key}\` of ${provider}.`,
      honouredBy: HONOURED_INTEGRATIONS,
    })),
  ];
}
