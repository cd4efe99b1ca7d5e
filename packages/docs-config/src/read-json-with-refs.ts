import { createDiagnostic, formatJsonPath } from '@folio/diagnostics';
import type { Diagnostic, PathSegment } from '@folio/diagnostics';
import { docsConfigCodes } from './codes.ts';
import type { DocsConfigCode } from './codes.ts';
import { MAX_NESTING_DEPTH, MAX_REUSED_VALUES } from './config-limits.ts';
import { measureNode } from './measure-node.ts';
import type { NodeMeasure } from './measure-node.ts';
import { parseJsonSource } from './parse-json-source.ts';
import { resolveRefPath } from './resolve-ref-path.ts';
import type { SourceNode } from './source-node.ts';
import type { ReadRepoFile, SourcePosition } from './model/source.ts';

/** A JSON file with every `$ref` inside it (and inside the files it loads) replaced by its target. */
export interface JsonWithRefs {
  /** `undefined` when the entry file is missing or holds no JSON value. */
  node: SourceNode | undefined;
  /** True when the entry file itself does not exist. */
  missing: boolean;
  diagnostics: Diagnostic[];
  /** Every file read or looked for, entry file first (a missing `$ref` target included, so a watcher sees it appear). */
  files: string[];
}

/**
 * Reads a JSON file and resolves `{ "$ref": "./other.json" }` objects anywhere in it, recursively,
 * relative to the file holding each `$ref`. Sibling keys of a `$ref` are merged over the loaded
 * object (they win), as the reference implementation does. A file referenced twice is read once.
 * Problems (missing file, loop, path leaving the repository) become diagnostics, and the `$ref`
 * becomes an `unresolved` node so later checks do not report the same hole again.
 */
export async function readJsonWithRefs(file: string, readFile: ReadRepoFile): Promise<JsonWithRefs> {
  const diagnostics: Diagnostic[] = [];
  const files: string[] = [];
  const texts = new Map<string, string | undefined>();
  // Files fully resolved already: a second reference reuses the tree instead of re-reading, which
  // also keeps the reading linear. A reuse is still a full copy in the resolved config, so its
  // measure holds it to the nesting limit of a fresh parse, and to a budget of reused values: files
  // that each refer to the next one twice would otherwise double the config per file.
  const resolvedFiles = new Map<string, { node: SourceNode | undefined; measure: NodeMeasure }>();
  const measures = new WeakMap<SourceNode, NodeMeasure>();
  let reusedValues = 0;

  const read = async (path: string): Promise<string | undefined> => {
    if (!texts.has(path)) {
      files.push(path);
      texts.set(path, await readFile(path));
    }
    return texts.get(path);
  };

  const report = (
    code: DocsConfigCode,
    position: SourcePosition,
    path: readonly PathSegment[],
    message: string,
  ): void => {
    diagnostics.push(
      createDiagnostic(docsConfigCodes, code, {
        message,
        file: position.file,
        path: formatJsonPath(path),
        line: position.line,
        column: position.column,
      }),
    );
  };

  /** Loads one file's value, resolving the references inside it; `chain` is the files being loaded around it. */
  const loadFile = async (
    path: string,
    basePath: readonly PathSegment[],
    chain: readonly string[],
  ): Promise<SourceNode | undefined> => {
    const resolved = resolvedFiles.get(path);
    if (resolved !== undefined) return resolved.node;
    const text = await read(path);
    if (text === undefined) return undefined;
    const parsed = parseJsonSource(text, path, basePath);
    diagnostics.push(...parsed.diagnostics);
    const node =
      parsed.node === undefined ? undefined : await resolveNode(parsed.node, path, basePath, [...chain, path]);
    // Too deep here is not too deep everywhere: a reference from a shallower place parses it anew.
    if (!parsed.isTooDeep)
      resolvedFiles.set(path, {
        node,
        measure: node === undefined ? { height: 0, values: 0 } : measureNode(node, measures),
      });
    return node;
  };

  const resolveNode = async (
    node: SourceNode,
    inFile: string,
    path: readonly PathSegment[],
    chain: readonly string[],
  ): Promise<SourceNode> => {
    if (node.kind === 'array') {
      const items: SourceNode[] = [];
      for (const [index, item] of node.items.entries())
        items.push(await resolveNode(item, inFile, [...path, index], chain));
      return { ...node, items };
    }
    if (node.kind !== 'object') return node;

    const refNode = node.entries.get('$ref');
    const siblings = new Map<string, SourceNode>();
    for (const [key, value] of node.entries) {
      if (key !== '$ref') siblings.set(key, await resolveNode(value, inFile, [...path, key], chain));
    }
    if (refNode === undefined) return { ...node, entries: siblings };

    const refPath = [...path, '$ref'];
    const unresolved: SourceNode = { kind: 'unresolved', position: refNode.position };
    if (refNode.kind !== 'scalar' || typeof refNode.value !== 'string') {
      report(
        'CONFIG_REF_INVALID',
        refNode.position,
        refPath,
        `\`$ref\` must be a string path to a JSON file, found ${describeNode(refNode)}`,
      );
      return unresolved;
    }
    const target = resolveRefPath(inFile, refNode.value);
    if (!target.ok) {
      report(
        target.reason === 'outside' ? 'CONFIG_REF_OUTSIDE_REPO' : 'CONFIG_REF_INVALID',
        refNode.position,
        refPath,
        target.message,
      );
      return unresolved;
    }
    if (chain.includes(target.path)) {
      const loop = [...chain.slice(chain.indexOf(target.path)), target.path].join(' → ');
      report('CONFIG_REF_LOOP', refNode.position, refPath, `\`$ref\` "${refNode.value}" makes a loop: ${loop}`);
      return unresolved;
    }
    const reused = resolvedFiles.get(target.path);
    if (reused !== undefined && path.length + reused.measure.height > MAX_NESTING_DEPTH) {
      report(
        'CONFIG_TOO_DEEP',
        refNode.position,
        refPath,
        `\`$ref\` "${refNode.value}" would nest ${target.path} more than ${MAX_NESTING_DEPTH} levels deep here, so it is not loaded here`,
      );
      return unresolved;
    }
    if (reused !== undefined && reusedValues + reused.measure.values > MAX_REUSED_VALUES) {
      report(
        'CONFIG_TOO_LARGE',
        refNode.position,
        refPath,
        `\`$ref\` "${refNode.value}" would copy ${target.path} once more, past ${MAX_REUSED_VALUES.toLocaleString('en')} values loaded again by \`$ref\`s, so it is not loaded here`,
      );
      return unresolved;
    }
    if (reused !== undefined) reusedValues += reused.measure.values;
    const loaded = await loadFile(target.path, path, chain);
    if (loaded === undefined) {
      // An existing file without a JSON value has had its syntax error reported already.
      if (texts.get(target.path) === undefined) {
        report(
          'CONFIG_REF_MISSING',
          refNode.position,
          refPath,
          `\`$ref\` "${refNode.value}" points to ${target.path}, which does not exist`,
        );
      }
      return unresolved;
    }
    if (siblings.size === 0) return loaded;
    if (loaded.kind === 'object') return { ...loaded, entries: new Map([...loaded.entries, ...siblings]) };
    report(
      'CONFIG_REF_SIBLINGS_IGNORED',
      refNode.position,
      refPath,
      `\`$ref\` "${refNode.value}" loads ${describeNode(loaded)}, so the keys next to it (${[...siblings.keys()].map((k) => `"${k}"`).join(', ')}) are ignored`,
    );
    return loaded;
  };

  const text = await read(file);
  if (text === undefined) return { node: undefined, missing: true, diagnostics, files };
  const parsed = parseJsonSource(text, file);
  diagnostics.push(...parsed.diagnostics);
  const node = parsed.node === undefined ? undefined : await resolveNode(parsed.node, file, [], [file]);
  return { node, missing: false, diagnostics, files };
}

function describeNode(node: SourceNode): string {
  if (node.kind === 'scalar')
    return node.value === null ? 'null' : `${typeof node.value} ${JSON.stringify(node.value)}`;
  return node.kind === 'array' ? 'an array' : node.kind === 'object' ? 'an object' : 'nothing';
}
