import { API_INDEX_URL, SEARCH_INDEX_URL, SITE_NAVIGATION_URL, type ApiIndex, type SiteNavigation } from '@folio/site';
import { isRecord } from './is-record.ts';
import { readSiteText, type SiteFiles } from './site-files.ts';
import { SiteSearch } from './search/site-search.ts';

/**
 * Bytes of memory an engine takes per byte of its index, measured on the real-world fixtures
 * (unkey's product docs: a 0.93 MB index, 11 MB of heap): what the cache counts it as.
 */
const ENGINE_BYTES_PER_INDEX_BYTE = 12;

/**
 * One deployment as the endpoints see it: its files, and what is read from them once and kept
 * (the search engine, the navigation, the API index), each loaded on first use. Reading never
 * throws for content: a missing or unreadable file is `undefined`. I/O failures reject, and are
 * not remembered, so the next request tries again.
 */
export class DeployedSite {
  readonly files: SiteFiles;
  readonly #weigh: (bytes: number) => void;
  #navigation: Promise<SiteNavigation | undefined> | undefined;
  #search: Promise<SiteSearch | undefined> | undefined;
  #apiIndex: Promise<ApiIndex | undefined> | undefined;

  /** `weigh` is told the memory each loaded part takes, for the cache's bound. */
  constructor(files: SiteFiles, weigh: (bytes: number) => void = () => {}) {
    this.files = files;
    this.#weigh = weigh;
  }

  /** `/_folio/navigation.json`, or `undefined` when the deployment has none (built before it existed). */
  navigation(): Promise<SiteNavigation | undefined> {
    this.#navigation ??= this.#loadJson(
      SITE_NAVIGATION_URL,
      2,
      (value): value is SiteNavigation =>
        isRecord(value) && value.version === 1 && isRecord(value.pages) && Array.isArray(value.items),
    ).catch((error: unknown) => {
      this.#navigation = undefined;
      throw error;
    });
    return this.#navigation;
  }

  /** The search engine over `/_folio/search.json`, built once; `undefined` when there is no index. */
  search(): Promise<SiteSearch | undefined> {
    this.#search ??= (async () => {
      const [text, navigation] = await Promise.all([readSiteText(this.files, SEARCH_INDEX_URL), this.navigation()]);
      if (text === undefined) return undefined;
      const search = SiteSearch.load(text, navigation?.scopes ?? []);
      if (search !== undefined) this.#weigh(text.length * ENGINE_BYTES_PER_INDEX_BYTE);
      return search;
    })().catch((error: unknown) => {
      this.#search = undefined;
      throw error;
    });
    return this.#search;
  }

  /** `/_folio/api/index.json`, or `undefined` when the site has no API pages. */
  apiIndex(): Promise<ApiIndex | undefined> {
    this.#apiIndex ??= this.#loadJson(
      API_INDEX_URL,
      2,
      (value): value is ApiIndex =>
        isRecord(value) && value.version === 1 && Array.isArray(value.operations) && Array.isArray(value.channels),
    ).catch((error: unknown) => {
      this.#apiIndex = undefined;
      throw error;
    });
    return this.#apiIndex;
  }

  /** A JSON file of the deployment, kept by whoever asks (API data files are read per call). */
  async readJson<T>(urlPath: string, isValid: (value: unknown) => value is T): Promise<T | undefined> {
    const text = await readSiteText(this.files, urlPath);
    if (text === undefined) return undefined;
    const value = parseJson(text);
    return isValid(value) ? value : undefined;
  }

  async #loadJson<T>(urlPath: string, weight: number, isValid: (value: unknown) => value is T): Promise<T | undefined> {
    const text = await readSiteText(this.files, urlPath);
    if (text === undefined) return undefined;
    const value = parseJson(text);
    if (!isValid(value)) return undefined;
    this.#weigh(text.length * weight);
    return value;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
