/** A language Folio generates request samples in (the id the site's sample generator knows). */
export type SampleLanguageId =
  | 'curl'
  | 'python'
  | 'javascript'
  | 'node'
  | 'typescript'
  | 'go'
  | 'ruby'
  | 'php'
  | 'java'
  | 'kotlin'
  | 'csharp'
  | 'swift'
  | 'rust'
  | 'powershell'
  | 'c'
  | 'objc'
  | 'ocaml'
  | 'r'
  | 'clojure'
  | 'crystal'
  | 'http'
  | 'httpie'
  | 'wget';

/** One generated request sample language: its id, its tab label, and the names `api.examples.languages` may use. */
export interface SampleLanguage {
  id: SampleLanguageId;
  label: string;
  /** Names a docs.json may write (compared lower-cased); the format's own name first. */
  names: readonly string[];
}

/**
 * Every language of `api.examples.languages`, in the order samples are shown when the setting is
 * absent (the first {@link DEFAULT_SAMPLE_LANGUAGES} of them). The format names cURL `bash`; the
 * other names are the ones authors write for the same thing.
 */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = Object.freeze([
  { id: 'curl', label: 'cURL', names: ['bash', 'curl', 'shell', 'sh'] },
  { id: 'python', label: 'Python', names: ['python', 'py', 'python3', 'requests'] },
  { id: 'javascript', label: 'JavaScript', names: ['javascript', 'js', 'fetch', 'browser'] },
  { id: 'node', label: 'Node.js', names: ['node', 'nodejs', 'node.js'] },
  { id: 'typescript', label: 'TypeScript', names: ['typescript', 'ts'] },
  { id: 'go', label: 'Go', names: ['go', 'golang'] },
  { id: 'ruby', label: 'Ruby', names: ['ruby', 'rb'] },
  { id: 'php', label: 'PHP', names: ['php'] },
  { id: 'java', label: 'Java', names: ['java'] },
  { id: 'kotlin', label: 'Kotlin', names: ['kotlin', 'kt'] },
  { id: 'csharp', label: 'C#', names: ['csharp', 'c#', 'cs', 'dotnet', '.net'] },
  { id: 'swift', label: 'Swift', names: ['swift'] },
  { id: 'rust', label: 'Rust', names: ['rust', 'rs'] },
  { id: 'powershell', label: 'PowerShell', names: ['powershell', 'pwsh', 'ps1'] },
  { id: 'c', label: 'C', names: ['c', 'libcurl'] },
  { id: 'objc', label: 'Objective-C', names: ['objective-c', 'objc', 'objectivec'] },
  { id: 'ocaml', label: 'OCaml', names: ['ocaml'] },
  { id: 'r', label: 'R', names: ['r'] },
  { id: 'clojure', label: 'Clojure', names: ['clojure', 'clj'] },
  { id: 'crystal', label: 'Crystal', names: ['crystal'] },
  { id: 'http', label: 'HTTP', names: ['http', 'raw'] },
  { id: 'httpie', label: 'HTTPie', names: ['httpie'] },
  { id: 'wget', label: 'Wget', names: ['wget'] },
] satisfies SampleLanguage[]);

/** How many of {@link SAMPLE_LANGUAGES}, from the first, a site shows without `api.examples.languages`. */
const DEFAULT_SAMPLE_LANGUAGE_COUNT = 14;

/** The languages shown without `api.examples.languages`: cURL to PowerShell. */
export const DEFAULT_SAMPLE_LANGUAGES: readonly SampleLanguageId[] = Object.freeze(
  SAMPLE_LANGUAGES.slice(0, DEFAULT_SAMPLE_LANGUAGE_COUNT).map((language) => language.id),
);

/** The language an `api.examples.languages` entry names (any case, surrounding space ignored), if any. */
export function sampleLanguageOf(name: string): SampleLanguageId | undefined {
  const wanted = name.trim().toLowerCase();
  return SAMPLE_LANGUAGES.find((language) => language.names.includes(wanted))?.id;
}
