// Prose for the peer corpus: sentences from a small grammar over a docs-flavoured vocabulary, so
// pages read as varied text (no sentence repeated verbatim across a page) while staying plain
// words, commas and full stops: nothing any of the three tools would read as markup.
import type { SeededRandom } from './seeded-random.ts';

const NOUNS = [
  'build',
  'cache',
  'page',
  'request',
  'token',
  'webhook',
  'deployment',
  'branch',
  'worker',
  'queue',
  'bucket',
  'domain',
  'certificate',
  'header',
  'route',
  'snippet',
  'schema',
  'endpoint',
  'client',
  'server',
  'region',
  'replica',
  'index',
  'query',
  'session',
  'account',
  'project',
  'team',
  'release',
  'preview',
  'sidebar',
  'heading',
  'component',
  'template',
  'theme',
  'setting',
  'folder',
  'file',
  'image',
  'asset',
  'manifest',
  'record',
  'event',
  'handler',
  'plugin',
  'layout',
  'section',
  'version',
  'channel',
  'policy',
  'limit',
  'retry',
  'timeout',
  'secret',
  'variable',
  'message',
  'response',
  'payload',
  'signature',
  'redirect',
] as const;

const PLURAL: Record<string, string> = { index: 'indexes', policy: 'policies', retry: 'retries', branch: 'branches' };
const plural = (noun: string) => PLURAL[noun] ?? `${noun}s`;

/** [base, third person singular, gerund] */
const VERBS: readonly (readonly [string, string, string])[] = [
  ['build', 'builds', 'building'],
  ['deploy', 'deploys', 'deploying'],
  ['render', 'renders', 'rendering'],
  ['parse', 'parses', 'parsing'],
  ['index', 'indexes', 'indexing'],
  ['check', 'checks', 'checking'],
  ['rotate', 'rotates', 'rotating'],
  ['publish', 'publishes', 'publishing'],
  ['verify', 'verifies', 'verifying'],
  ['update', 'updates', 'updating'],
  ['store', 'stores', 'storing'],
  ['send', 'sends', 'sending'],
  ['read', 'reads', 'reading'],
  ['write', 'writes', 'writing'],
  ['route', 'routes', 'routing'],
  ['cache', 'caches', 'caching'],
  ['review', 'reviews', 'reviewing'],
  ['configure', 'configures', 'configuring'],
  ['migrate', 'migrates', 'migrating'],
  ['replace', 'replaces', 'replacing'],
  ['measure', 'measures', 'measuring'],
  ['compress', 'compresses', 'compressing'],
  ['schedule', 'schedules', 'scheduling'],
  ['sign', 'signs', 'signing'],
  ['reject', 'rejects', 'rejecting'],
  ['accept', 'accepts', 'accepting'],
  ['split', 'splits', 'splitting'],
  ['merge', 'merges', 'merging'],
  ['limit', 'limits', 'limiting'],
  ['trace', 'traces', 'tracing'],
];

const ADJECTIVES = [
  'new',
  'stale',
  'default',
  'shared',
  'private',
  'public',
  'signed',
  'cached',
  'current',
  'previous',
  'large',
  'small',
  'slow',
  'fast',
  'empty',
  'nested',
  'hidden',
  'primary',
  'secondary',
  'custom',
  'local',
  'remote',
  'failed',
  'pending',
  'active',
  'archived',
  'stable',
  'temporary',
  'optional',
  'required',
] as const;

const ADVERBS = [
  'quickly',
  'once',
  'again',
  'safely',
  'automatically',
  'manually',
  'later',
  'first',
  'in order',
  'at once',
  'on every push',
  'by default',
  'without a restart',
  'in the background',
  'for each tenant',
] as const;

const PREPOSITIONS = ['in', 'from', 'into', 'for', 'with', 'behind', 'after', 'before', 'under', 'across'] as const;
const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances'] as const;

type Slot = (r: SeededRandom) => string;
const noun: Slot = (r) => r.pick(NOUNS);
const nouns: Slot = (r) => plural(r.pick(NOUNS));
const adj: Slot = (r) => r.pick(ADJECTIVES);
const adv: Slot = (r) => r.pick(ADVERBS);
const prep: Slot = (r) => r.pick(PREPOSITIONS);
const verb: Slot = (r) => r.pick(VERBS)[0];
const verbs: Slot = (r) => r.pick(VERBS)[1];
const count: Slot = (r) => String(r.int(2, 64));
const name: Slot = (r) => r.pick(NAMES);

/** Sentence shapes; each slot is filled independently, so two sentences of one shape differ. */
const SHAPES: readonly (readonly (string | Slot)[])[] = [
  ['the', adj, noun, verbs, 'every', noun, prep, 'the', noun],
  ['when you', verb, 'a', noun, ', the', noun, verbs, adv],
  ['each', noun, verbs, 'its own', adj, noun, adv],
  ['you can', verb, 'the', noun, prep, 'a', adj, noun, 'if the', noun, verbs, adv],
  ['most teams', verb, 'their', nouns, adv, 'and', verb, 'the', noun, prep, 'each', noun],
  ['this', noun, verbs, count, adj, nouns, prep, 'the', noun],
  ['if a', noun, 'fails, the', noun, verbs, 'the', adj, noun, 'and', verbs, 'a', noun],
  [name, verbs, 'the', noun, 'before the', adj, noun, verbs],
  ['a', adj, noun, 'never', verbs, nouns, prep, 'a', adj, noun],
  ['to', verb, nouns, adv, ', set the', noun, 'to', count, 'and', verb, 'the', noun],
  ['the platform', verbs, 'up to', count, nouns, 'per', noun, ', so', nouns, 'stay', adj],
  ['after the', noun, verbs, ', the', adj, nouns, verb, 'the', noun, adv],
];

/** One sentence: capitalised, ending with a full stop. */
export function sentence(random: SeededRandom): string {
  const parts = random.pick(SHAPES).map((part) => (typeof part === 'string' ? part : part(random)));
  const text = parts
    .join(' ')
    .replace(/ ,/g, ',')
    .replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A short phrase for list items and table cells: `adjective noun`, or `verb the noun`. */
export function phrase(random: SeededRandom): string {
  return random.next() < 0.5 ? `${adj(random)} ${noun(random)}` : `${verb(random)} the ${noun(random)}`;
}

/** A heading such as `Rotating shared secrets`: a gerund, an adjective and a plural noun. */
export function heading(random: SeededRandom): string {
  const gerund = random.pick(VERBS)[2];
  return `${gerund.charAt(0).toUpperCase()}${gerund.slice(1)} ${adj(random)} ${nouns(random)}`;
}

/** The number of words in a text (runs of letters and digits). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
