/**
 * Does a concrete request path (`/v1/pets/42`) fall under an OpenAPI path template
 * (`/pets/{petId}`)? Each `{name}` stands for one non-empty segment; the template may match the
 * path's end, since servers often add a base path (`/v1`). Exact template text is a match too.
 */
export function matchApiPath(template: string, path: string): 'exact' | 'concrete' | 'suffix' | undefined {
  if (template === path) return 'exact';
  const want = segments(template);
  const got = segments(path);
  if (got.length < want.length) return undefined;
  const fits = (offset: number) =>
    want.every((part, i) => {
      const value = got[offset + i]!;
      return /^\{[^}]*\}$/.test(part) ? value !== '' : part === value;
    });
  if (got.length === want.length && fits(0)) return 'concrete';
  return fits(got.length - want.length) ? 'suffix' : undefined;
}

function segments(path: string): string[] {
  return path.replace(/\/+$/, '').split('/').slice(1);
}
