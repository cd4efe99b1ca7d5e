// The analytics pieces that need no server: the tally's bounds, query and comment normalisation,
// agent families, and what a playground call is counted under.
import { describe, expect, it } from 'vitest';
import { agentFamilyOf } from '../src/analytics/agent-family.ts';
import { createAnalyticsTally } from '../src/analytics/create-analytics-tally.ts';
import { normalizeFeedbackComment } from '../src/analytics/normalize-feedback-comment.ts';
import { normalizeSearchQuery } from '../src/analytics/normalize-search-query.ts';
import { playgroundOperationOf, statusClassOf } from '../src/analytics/playground-operation.ts';
import { referrerHostOf } from '../src/analytics/request-signals.ts';

const SITE = '6c0d3c8a-0d2b-4c55-9a4e-0a4f0f0f0f0f';
const OTHER_SITE = '7d1e4d9b-1e3c-4d66-8b5f-1b5a1a1a1a1a';

describe('the tally', () => {
  it('caps the keys a site may add per hour, per metric group, and forgets the cap when the hour ends', () => {
    const tally = createAnalyticsTally({ keysPerSiteHour: 2, maxCounters: 1_000, maxVisitorHashes: 10 });
    for (const path of ['/a', '/b', '/c', '/d', '/a']) tally.count(SITE, 10, 'not_found', path, '');
    tally.count(OTHER_SITE, 10, 'not_found', '/z', '');
    // A query kept for `search` is kept for its other metrics; a new one past the cap is (other).
    for (const query of ['one', 'two', 'three']) tally.count(SITE, 10, 'search', query, '');
    tally.count(SITE, 10, 'search_click', 'two', '/page');
    tally.count(SITE, 10, 'search_zero', 'four', '');
    // Page views are bounded by the manifest, not capped.
    for (const path of ['/1', '/2', '/3']) tally.count(SITE, 10, 'view', path, '');
    const [batch] = tally.drain(100, 100, 10, () => 'x');
    expect(
      batch!.counts
        .map(
          ([site, , metric, key, detail, n]) =>
            `${site === SITE ? 'A' : 'B'} ${metric} ${key}${detail && ` ${detail}`} ${n}`,
        )
        .sort(),
    ).toEqual(
      [
        'A not_found (other) 2',
        'A not_found /a 2',
        'A not_found /b 1',
        'A search (other) 1',
        'A search one 1',
        'A search two 1',
        'A search_click two /page 1',
        'A search_zero (other) 1',
        'A view /1 1',
        'A view /2 1',
        'A view /3 1',
        'B not_found /z 1',
      ].sort(),
    );
    // The next hour starts with no key admitted.
    tally.count(SITE, 11, 'not_found', '/c', '');
    expect(tally.drain(100, 100, 11, () => 'x')[0]!.counts).toEqual([[SITE, 11, 'not_found', '/c', '', 1]]);
  });

  it('drops increments past its bounds, counts them, and splits what it holds into bounded batches', () => {
    const tally = createAnalyticsTally({ keysPerSiteHour: 100, maxCounters: 3, maxVisitorHashes: 5 });
    for (const path of ['/1', '/2', '/3', '/4', '/5']) tally.count(SITE, 10, 'view', path, '');
    tally.count(SITE, 10, 'view', '/1', '', 4);
    for (let i = 0; i < 7; i++) tally.visitor(SITE, '2026-01-01', '192.0.2.1', `Browser/${i}`);
    tally.visitor(SITE, '2026-01-01', '192.0.2.1', 'Browser/1'); // seen: not a new visitor, not dropped
    expect(tally.dropped).toBe(2 + 2);
    const batches = tally.drain(2, 2, 10, (day, site, address, agent) => `${day} ${site} ${address} ${agent}`);
    expect(batches.map((batch) => [batch.counts.length, batch.visitors.flatMap((v) => v.hashes).length])).toEqual([
      [2, 0],
      [1, 2],
      [0, 2],
      [0, 1],
    ]);
    expect(new Set(batches.map((batch) => batch.id)).size).toBe(4);
    expect(tally.drain(2, 2, 10, () => 'x')).toEqual([]);
  });

  it('keeps readers as given only until the drain, which hands each distinct one to the hash once', () => {
    const tally = createAnalyticsTally({ keysPerSiteHour: 100, maxCounters: 10, maxVisitorHashes: 10 });
    const agents = ['Chrome/1', 'Firefox/2', 'Chrome/1', 'Chrome/1'];
    for (const agent of agents) tally.visitor(SITE, '2026-01-01', '192.0.2.1', agent);
    tally.visitor(SITE, '2026-01-01', '192.0.2.2', 'Chrome/1');
    tally.visitor(OTHER_SITE, '2026-01-01', '192.0.2.1', 'Chrome/1');
    tally.visitor(SITE, '2026-01-02', '192.0.2.1', 'Chrome/1');
    const hashed: string[] = [];
    const batches = tally.drain(100, 100, 10, (day, site, address, agent) => {
      hashed.push(`${day} ${site === SITE ? 'A' : 'B'} ${address} ${agent}`);
      // Two readers whose hashes collide count once.
      return address === '192.0.2.2' ? 'h-1' : `h-${hashed.length}`;
    });
    expect(hashed.sort()).toEqual([
      '2026-01-01 A 192.0.2.1 Chrome/1',
      '2026-01-01 A 192.0.2.1 Firefox/2',
      '2026-01-01 A 192.0.2.2 Chrome/1',
      '2026-01-01 B 192.0.2.1 Chrome/1',
      '2026-01-02 A 192.0.2.1 Chrome/1',
    ]);
    const groups = batches.flatMap((batch) => batch.visitors);
    expect(groups.map((group) => [group.siteId === SITE ? 'A' : 'B', group.day, group.hashes.length])).toEqual([
      ['A', '2026-01-01', 2],
      ['B', '2026-01-01', 1],
      ['A', '2026-01-02', 1],
    ]);
    // Nothing of the readers is left after the drain.
    expect(tally.drain(100, 100, 10, () => 'x')).toEqual([]);
  });
});

describe('the caches in front of classification', () => {
  it('tell apart two user agents or referrers that land on the same slot', () => {
    // Same length, same last two and middle characters: the same slot of the table.
    const pad = 'x'.repeat(30);
    const bot = `Mozilla/5.0 (X11) GPTBot${pad}`;
    const browser = `Mozilla/5.0 (X11) Safari${pad}`;
    for (let i = 0; i < 2; i++) {
      expect(agentFamilyOf(bot)).toBe('openai');
      expect(agentFamilyOf(browser)).toBeNull();
    }
    const headers = (referer: string) => ({ referer });
    for (let i = 0; i < 2; i++) {
      expect(referrerHostOf(headers('https://aaaa.example/pagezz'), 'docs.test')).toBe('aaaa.example');
      expect(referrerHostOf(headers('https://bbbb.example/pagezz'), 'docs.test')).toBe('bbbb.example');
    }
  });
});

describe('normalisation', () => {
  it('counts a search query in one form, bounded', () => {
    expect(normalizeSearchQuery('  Setup\tGUIDE\n ')).toBe('setup guide');
    expect(normalizeSearchQuery('Ｓｅｔｕｐ')).toBe('setup');
    expect(normalizeSearchQuery('a\u0000b\u200bc')).toBe('a b c');
    expect(normalizeSearchQuery(' \u200b ')).toBeNull();
    expect(normalizeSearchQuery('é'.repeat(500))).toHaveLength(100);
    expect([...normalizeSearchQuery('😀'.repeat(150))!]).toHaveLength(100);
    expect(normalizeSearchQuery(' '.repeat(1_000_000))).toBeNull();
  });

  it('cleans a comment and applies the spam bounds', () => {
    expect(normalizeFeedbackComment(undefined)).toEqual({ ok: true, comment: null });
    expect(normalizeFeedbackComment('  \n\n ')).toEqual({ ok: true, comment: null });
    expect(normalizeFeedbackComment('Line one  \r\n\r\n\r\n\r\nLine\u0007 two\u202e')).toEqual({
      ok: true,
      comment: 'Line one\n\nLine two',
    });
    expect(normalizeFeedbackComment(42)).toEqual({ ok: false, reason: '`comment` must be a string.' });
    expect(normalizeFeedbackComment('x'.repeat(1000))).toMatchObject({ ok: true });
    expect(normalizeFeedbackComment('x'.repeat(1001))).toMatchObject({ ok: false });
    expect(normalizeFeedbackComment('see https://a.example and www.b.example, http://c.example')).toMatchObject({
      ok: true,
    });
    expect(normalizeFeedbackComment('https://a https://b https://c https://d')).toMatchObject({ ok: false });
  });
});

describe('agent families', () => {
  it('names crawlers and agents by family, and people’s browsers not at all', () => {
    const cases: [string | undefined, string | null][] = [
      [
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
        'openai',
      ],
      ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0', 'openai'],
      ['Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'anthropic'],
      ['Claude-User/1.0', 'anthropic'],
      ['Mozilla/5.0 (compatible; PerplexityBot/1.0)', 'perplexity'],
      ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'google'],
      ['Mozilla/5.0 (compatible; bingbot/2.0)', 'microsoft'],
      ['Mozilla/5.0 (Linux) HeadlessChrome/126.0.0.0 Safari/537.36', 'headless-browser'],
      ['curl/8.5.0', 'http-client'],
      ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'other-bot'],
      ['SomeTool/1.0', 'unknown'],
      ['', 'unknown'],
      [undefined, 'unknown'],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', null],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        null,
      ],
    ];
    for (const [userAgent, family] of cases) expect(agentFamilyOf(userAgent), String(userAgent)).toBe(family);
  });
});

describe('playground calls', () => {
  it('are counted under the form’s operation when it names the method, else the URL’s path', () => {
    expect(playgroundOperationOf('GET', 'https://api.example/v1/pets/7', 'GET /pets/{petId}')).toBe(
      'GET /pets/{petId}',
    );
    expect(playgroundOperationOf('GET', 'https://api.example/v1/pets/7', 'POST /pets')).toBe('GET /v1/pets/7');
    expect(playgroundOperationOf('GET', 'https://api.example/v1/pets/7', 42)).toBe('GET /v1/pets/7');
    expect(playgroundOperationOf('GET', 'https://api.example/', `GET /${'x'.repeat(500)}\u0000`)).toHaveLength(200);
    expect([200, 301, 404, 503, null].map(statusClassOf)).toEqual(['2xx', '3xx', '4xx', '5xx', 'error']);
  });
});
