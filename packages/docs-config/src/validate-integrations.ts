import type { PathSegment } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { INTEGRATION_SCRIPT_ORIGINS } from './integration-script-origins.ts';
import {
  INTEGRATION_NAMES,
  type IntegrationName,
  type Integrations,
  type IntegrationSettings,
} from './model/site-chrome.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

/** How one setting of an integration is checked. */
interface FieldRule {
  required?: boolean;
  /** A string the value must match whole; ids never need quotes, spaces, `<`, `\` or `&`. */
  pattern?: RegExp;
  /** An https URL (its origin joins the site's Content-Security-Policy). */
  url?: boolean;
  /**
   * Where the provider serves the script this setting points at: a URL's origin (or, for a bare
   * host setting, `https://<host>`) must be one of these, else `CONFIG_INTEGRATION_ORIGIN`.
   */
  origins?: readonly string[];
  boolean?: boolean;
  /** A free string read only as data (a storage key). */
  text?: boolean;
  choices?: readonly string[];
  /** What the value looks like, for the diagnostic. */
  example: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const GOOGLE_ID = /^G[A-Za-z0-9-]{1,40}$/;
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/;

/** The settings of each integration, as the reference's `integrationsSchema` names them. */
export const INTEGRATION_FIELDS: Record<IntegrationName, Record<string, FieldRule>> = {
  adobe: {
    launchUrl: {
      required: true,
      url: true,
      origins: INTEGRATION_SCRIPT_ORIGINS.adobe,
      example: 'https://assets.adobedtm.com/…/launch-….min.js',
    },
  },
  amplitude: { apiKey: { required: true, pattern: TOKEN, example: 'a1b2c3d4e5f6…' } },
  clarity: { projectId: { required: true, pattern: TOKEN, example: 'abcd1234ef' } },
  clearbit: { publicApiKey: { required: true, pattern: TOKEN, example: 'pk_1a2b3c…' } },
  cookies: { key: { text: true, example: 'cookie-consent' }, value: { text: true, example: 'accepted' } },
  fathom: { siteId: { required: true, pattern: TOKEN, example: 'ABCDEFGH' } },
  frontchat: { snippetId: { required: true, pattern: /^[A-Za-z0-9_-]{6,128}$/, example: '1a2b3c4d5e6f' } },
  ga4: { measurementId: { required: true, pattern: GOOGLE_ID, example: 'G-XXXXXXXXXX' } },
  gtm: { tagId: { required: true, pattern: GOOGLE_ID, example: 'GTM-XXXXXXX' } },
  heap: { appId: { required: true, pattern: TOKEN, example: '1234567890' } },
  hightouch: {
    writeKey: { required: true, pattern: TOKEN, example: 'abc123…' },
    apiHost: { pattern: HOST, example: 'us-east-1.hightouch-events.com' },
  },
  hotjar: {
    hjid: { required: true, pattern: /^\d{1,12}$/, example: '1234567' },
    hjsv: { required: true, pattern: /^\d{1,3}$/, example: '6' },
  },
  intercom: { appId: { required: true, pattern: /^[A-Za-z0-9_-]{6,128}$/, example: 'abc12345' } },
  koala: { publicApiKey: { required: true, pattern: /^[A-Za-z0-9_-]{2,128}$/, example: 'pk_abc123' } },
  logrocket: { appId: { required: true, pattern: /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/, example: 'acme/docs' } },
  mixpanel: {
    projectToken: { required: true, pattern: TOKEN, example: '0123456789abcdef' },
    region: { choices: ['us', 'eu', 'in'], example: 'eu' },
  },
  onetrust: {
    domainScript: {
      required: true,
      pattern: /^[A-Za-z0-9_-]{1,128}$/,
      example: '01234567-89ab-cdef-0123-456789abcdef',
    },
    categoryId: { pattern: TOKEN, example: 'C0002' },
    scriptSource: {
      url: true,
      origins: INTEGRATION_SCRIPT_ORIGINS.onetrust,
      example: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
    },
  },
  pirsch: { id: { required: true, pattern: TOKEN, example: 'abcdefghijklmnopqrstuvwxyz123456' } },
  plausible: {
    domain: { required: true, pattern: /^[A-Za-z0-9.-]{1,253}(?:,[A-Za-z0-9.-]{1,253})*$/, example: 'docs.acme.com' },
    server: { pattern: HOST, example: 'plausible.io' },
  },
  posthog: {
    apiKey: { required: true, pattern: /^phc_[A-Za-z0-9_-]{1,128}$/, example: 'phc_abc123…' },
    apiHost: { url: true, example: 'https://eu.i.posthog.com' },
    sessionRecording: { boolean: true, example: 'true' },
  },
  segment: {
    key: { required: true, pattern: TOKEN, example: 'AbCdEf123456' },
    cdnUrl: { url: true, origins: INTEGRATION_SCRIPT_ORIGINS.segment, example: 'https://cdn.segment.com' },
  },
  telemetry: { enabled: { boolean: true, example: 'false' } },
  transcend: {
    bundleId: { required: true, pattern: TOKEN, example: 'a1b2c3d4-…' },
    analyticsPurpose: { pattern: /^[A-Za-z0-9 _-]{1,100}$/, example: 'Analytics' },
  },
};

const NAMES: ReadonlySet<string> = new Set(INTEGRATION_NAMES);

/**
 * Validates `integrations`. Every id is checked against its provider's format before it can reach
 * a script: a value that could break out of a string or an attribute (quotes, spaces, `<`, …) is
 * rejected with `CONFIG_INTEGRATION_INVALID` and that integration alone is not loaded. A setting
 * that says where a script comes from (`adobe.launchUrl`, `onetrust.scriptSource`,
 * `segment.cdnUrl`, `posthog.apiHost`, `plausible.server`) must name its provider's own origin,
 * else `CONFIG_INTEGRATION_ORIGIN` and that integration is not loaded either: docs.json never
 * chooses a script origin of its own. Unknown providers are warned about and ignored.
 */
export function validateIntegrations(ctx: ValidationContext, config: JsonObject): Integrations | undefined {
  const integrations = readField(ctx, config, 'integrations', [], 'object');
  if (integrations === undefined) return undefined;
  const result: Integrations = {};
  for (const [name, value] of Object.entries(integrations)) {
    const path: PathSegment[] = ['integrations', name];
    if (!NAMES.has(name)) {
      const suggestion = closestMatch(name, NAMES);
      ctx.report(
        'CONFIG_UNKNOWN_KEY',
        path,
        `unknown integration "${name}"; it is not loaded`,
        suggestion === undefined
          ? `Integrations Folio loads: ${INTEGRATION_NAMES.join(', ')}.`
          : `Did you mean "${suggestion}"?`,
      );
      continue;
    }
    if (isUnresolvedRef(value)) continue;
    if (!isJsonObject(value)) {
      ctx.report(
        'CONFIG_WRONG_TYPE',
        path,
        `\`integrations.${name}\` must be an object, found ${describeValue(value)}; it is not loaded`,
      );
      continue;
    }
    const settings = validateSettings(ctx, name as IntegrationName, value, path);
    if (settings !== undefined) result[name as IntegrationName] = settings;
  }
  return result;
}

function validateSettings(
  ctx: ValidationContext,
  name: IntegrationName,
  value: JsonObject,
  path: readonly PathSegment[],
): IntegrationSettings | undefined {
  const rules = INTEGRATION_FIELDS[name];
  const settings: Record<string, string | boolean> = {};
  let isUsable = true;
  const fail = (key: string, message: string, example: string) => {
    ctx.report(
      'CONFIG_INTEGRATION_INVALID',
      [...path, key],
      `${message}; ${name} is not loaded`,
      `Write "${key}": ${example === 'true' || example === 'false' ? example : `"${example}"`}.`,
    );
    isUsable = false;
  };
  for (const [key, rule] of Object.entries(rules)) {
    const field = value[key];
    if (field === undefined) {
      if (rule.required === true) fail(key, `\`integrations.${name}\` has no \`${key}\``, rule.example);
      continue;
    }
    if (rule.boolean === true) {
      if (typeof field === 'boolean') settings[key] = field;
      else
        fail(key, `\`integrations.${name}.${key}\` must be true or false, found ${describeValue(field)}`, rule.example);
      continue;
    }
    if (typeof field !== 'string') {
      fail(key, `\`integrations.${name}.${key}\` must be a string, found ${describeValue(field)}`, rule.example);
      continue;
    }
    const problem = checkString(field, rule);
    if (problem !== undefined) {
      fail(key, `\`integrations.${name}.${key}\` ${JSON.stringify(field)} ${problem}`, rule.example);
      continue;
    }
    if (rule.origins !== undefined && !rule.origins.includes(originOf(field, rule))) {
      const hosts = rule.origins.map((origin) => (rule.url === true ? origin : new URL(origin).host));
      ctx.report(
        'CONFIG_INTEGRATION_ORIGIN',
        [...path, key],
        `\`integrations.${name}.${key}\` ${JSON.stringify(field)} would load a script from ${originOf(field, rule)}, which is not ${name}'s; ${name} is not loaded`,
        `Use ${name}'s own address: ${hosts.map((h) => `"${h}"`).join(' or ')} (for example "${key}": "${rule.example}")${rule.required === true ? '' : `, or remove "${key}" for the default`}. Folio loads no script from an origin docs.json chooses, such as a self-hosted copy or a proxy.`,
      );
      isUsable = false;
      continue;
    }
    settings[key] = rule.url === true ? new URL(field).href : field;
  }
  for (const key of Object.keys(value)) {
    if (!(key in rules))
      ctx.report(
        'CONFIG_UNKNOWN_KEY',
        [...path, key],
        `unknown key "${key}" on \`integrations.${name}\`; it is ignored`,
        `Keys known here: ${Object.keys(rules).join(', ')}.`,
      );
  }
  return isUsable ? settings : undefined;
}

/** The origin a checked URL or host setting loads from (`https://<host>` for a bare host). */
function originOf(value: string, rule: FieldRule): string {
  return new URL(rule.url === true ? value : `https://${value}`).origin;
}

/** Why a string setting is unusable, or undefined when it is fine. */
function checkString(value: string, rule: FieldRule): string | undefined {
  if (rule.text === true) return value.length <= 200 ? undefined : 'is longer than 200 characters';
  if (rule.choices !== undefined)
    return rule.choices.includes(value) ? undefined : `is not one of ${rule.choices.map((c) => `"${c}"`).join(', ')}`;
  if (rule.url === true) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return 'is not a URL';
    }
    if (url.protocol !== 'https:') return 'is not an https:// URL';
    if (url.username !== '' || url.password !== '' || /["'<>\\\s`]/.test(value))
      return 'has characters a script URL never has';
    return undefined;
  }
  return rule.pattern === undefined || rule.pattern.test(value)
    ? undefined
    : 'is not in the provider\'s id format (letters, digits, "-" and "_")';
}
