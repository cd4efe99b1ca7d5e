import { textSlot } from './text-slot.ts';

/**
 * Crawlers and agents by family, first match wins: AI assistants and their crawlers, search
 * engines, then generic automation. The patterns are the tokens each operator documents for its
 * user agent (`GPTBot`, `ClaudeBot`, `PerplexityBot`…), matched anywhere in the header.
 */
const FAMILIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ChatGPT-User|GPTBot|OAI-SearchBot|ChatGPT/i, 'openai'],
  [/Claude-User|ClaudeBot|Claude-SearchBot|Claude-Web|anthropic-ai/i, 'anthropic'],
  [/Perplexity/i, 'perplexity'],
  [/Google-Extended|Googlebot|GoogleOther|Google-InspectionTool|Google-CloudVertexBot|APIs-Google/i, 'google'],
  [/bingbot|BingPreview|msnbot|adidxbot/i, 'microsoft'],
  [/Applebot/i, 'apple'],
  [/meta-externalagent|meta-externalfetcher|FacebookBot|facebookexternalhit/i, 'meta'],
  [/Amazonbot/i, 'amazon'],
  [/MistralAI/i, 'mistral'],
  [/cohere-ai|cohere-training/i, 'cohere'],
  [/DuckAssistBot|DuckDuckBot/i, 'duckduckgo'],
  [/CCBot/i, 'common-crawl'],
  [/Bytespider|TikTokSpider/i, 'bytedance'],
  [/YandexBot|YandexAdditional/i, 'yandex'],
  [/Baiduspider/i, 'baidu'],
  [/HeadlessChrome|PhantomJS|Puppeteer|Playwright|Selenium|Lighthouse|Chrome-Lighthouse/i, 'headless-browser'],
  [
    /curl\/|Wget\/|python-requests|python-httpx|python-urllib|aiohttp|node-fetch|undici|axios\/|Go-http-client|okhttp|Java\/|libwww-perl|Scrapy|HTTPie|Deno\/|Bun\//i,
    'http-client',
  ],
  [/bot\b|bot\/|crawl|spider|slurp|fetcher|scraper/i, 'other-bot'],
];

/** A request whose user agent says nothing, or something no browser sends. */
const UNKNOWN_AGENT = 'unknown';

// User agents repeat a great deal: each is classified once (bounded, dropped wholesale when full).
const MAX_REMEMBERED = 2_000;
const remembered = new Map<string, string | null>();
// In front of the map, a small table indexed by the header's length and three of its characters:
// a header arrives as a new string each request, and finding it in the map means hashing all of
// its ~120 characters (about 150 ns, the largest part of counting a view), where a slot holding
// an equal string answers after one comparison. A slot holds the last user agent that landed on it.
const SLOTS = 512;
const slotAgents: (string | undefined)[] = new Array(SLOTS).fill(undefined);
const slotFamilies: (string | null)[] = new Array(SLOTS).fill(null);

/**
 * The agent family of a `User-Agent` header, or `null` for a browser a person uses. A browser
 * says `Mozilla/5.0 (…)`; no header, or one without `Mozilla/`, is an agent even when no
 * family matches ({@link UNKNOWN_AGENT}).
 */
export function agentFamilyOf(userAgent: string | undefined): string | null {
  if (userAgent === undefined || userAgent === '') return UNKNOWN_AGENT;
  const slot = textSlot(userAgent, SLOTS);
  if (slotAgents[slot] === userAgent) return slotFamilies[slot] ?? null;
  const family = familyOf(userAgent);
  slotAgents[slot] = userAgent;
  slotFamilies[slot] = family;
  return family;
}

function familyOf(userAgent: string): string | null {
  const known = remembered.get(userAgent);
  if (known !== undefined) return known;
  let family: string | null = null;
  for (const [pattern, name] of FAMILIES) {
    if (pattern.test(userAgent)) {
      family = name;
      break;
    }
  }
  if (family === null && !userAgent.startsWith('Mozilla/')) family = UNKNOWN_AGENT;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(userAgent, family);
  return family;
}
