// docs.json shapes nested far deeper than real ones, shared by the nesting tests of docs-config and
// the builder: thousands of levels used to overflow the stack of the parser and every walk after it.

/** The start of a valid docs.json object, to be followed by more keys and `}`. */
export const DOCS_JSON_HEAD = '{"name":"T","theme":"mint","colors":{"primary":"#000000"},';

/** A one-group navigation listing the page `index`. */
export const DOCS_JSON_NAVIGATION = '"navigation":{"groups":[{"group":"G","pages":["index"]}]}';

/** `count` groups, each the only entry of the `pages` of the one around it. */
export const nestedGroups = (count: number): string =>
  `${'{"group":"g","pages":['.repeat(count)}"index"${']}'.repeat(count)}`;

/** A `$ref` chain nav/0.json → nav/1.json → …, each file one group deeper; the last refers back to the first when `cycle`. */
export function groupChain(count: number, cycle: boolean): Record<string, string> {
  const files: Record<string, string> = {
    'docs.json': `${DOCS_JSON_HEAD}"navigation":{"groups":[{"$ref":"nav/0.json"}]}}`,
  };
  for (let i = 0; i < count; i++) {
    const next = i < count - 1 ? `{"$ref":"./${i + 1}.json"}` : cycle ? '{"$ref":"./0.json"}' : '"index"';
    files[`nav/${i}.json`] = `{"group":"g${i}","pages":[${next}]}`;
  }
  return files;
}
