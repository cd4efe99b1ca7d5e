import { createHash } from 'node:crypto';
import type { FrontMatter } from '@folio/content';
import type { LoadedSpec } from '@folio/openapi';

/**
 * Parsed front matter and loaded OpenAPI documents kept between analyses of the same repository,
 * keyed by a hash of the file's text: watch-mode rebuilds re-read every file (cheap) but parse only
 * what changed. A document with `$ref`s to other files is not cached, since its meaning depends on
 * more than its own text.
 */
export class AnalysisCache {
  private readonly frontMatter = new Map<string, { hash: string; value: FrontMatter }>();
  private readonly specs = new Map<string, { hash: string; value: LoadedSpec }>();

  frontMatterOf(file: string, text: string, parse: () => FrontMatter): FrontMatter {
    const hash = hashOf(text);
    const cached = this.frontMatter.get(file);
    if (cached?.hash === hash) return cached.value;
    const value = parse();
    this.frontMatter.set(file, { hash, value });
    return value;
  }

  async specOf(source: string, text: string | undefined, load: () => Promise<LoadedSpec>): Promise<LoadedSpec> {
    // URL documents and missing files are loaded every time: their text is not known here.
    if (text === undefined) return load();
    const hash = hashOf(text);
    const cached = this.specs.get(source);
    if (cached?.hash === hash) return cached.value;
    const value = await load();
    if (hasExternalRefs(text)) this.specs.delete(source);
    else this.specs.set(source, { hash, value });
    return value;
  }
}

/** True when a JSON or YAML document has a `$ref` that does not start with `#` (another file). */
function hasExternalRefs(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"',}]/.test(text);
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
