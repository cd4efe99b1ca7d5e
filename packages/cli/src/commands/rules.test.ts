import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runFolio as run, useTemporaryFolders } from '../testing/cli-harness.ts';

const temporaryFolder = useTemporaryFolders('folio-rules-');
const makeRepo = () => temporaryFolder({ 'docs.json': '{}' });

describe('folio rules', () => {
  it('writes the page conventions as a Cursor project rules file attached to every page', async () => {
    const dir = await makeRepo();
    const { code, stdout, stderr } = await run('rules', dir);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const file = join(dir, '.cursor/rules/folio-docs.mdc');
    expect(stdout).toContain(`wrote ${file}`);
    const text = await readFile(file, 'utf8');
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    expect(parse(frontMatter ?? '')).toEqual({
      description: expect.stringContaining('Folio documentation page conventions'),
      globs: ['**/*.mdx', '**/*.md'],
      alwaysApply: false,
    });
    expect(frontMatter).toContain('globs: ["**/*.mdx","**/*.md"]');
    // The four numbered rules and the component table of SPEC.md.
    expect(body).toMatch(/^1\. Every page begins with front matter holding `title` and `description`/m);
    expect(body).toMatch(/^2\. Heading hierarchy starts at level 2/m);
    expect(body).toMatch(/^3\. Every image is wrapped in a `Frame` component and carries alt text/m);
    expect(body).toMatch(/^4\. Code examples never contain real keys or secrets/m);
    for (const component of [
      'Note',
      'CodeGroup',
      'RequestExample',
      'Steps',
      'Tabs',
      'AccordionGroup',
      'CardGroup',
      'ParamField',
      'ResponseField',
      'Expandable',
      'Frame',
      'Tooltip',
      'Update',
    ]) {
      expect(body).toMatch(new RegExp(`^\\|[^|\\n]*\`${component}\``, 'm'));
    }
  });

  it('is up to date on a second run, and refuses to overwrite a changed file without --force', async () => {
    const dir = await makeRepo();
    await run('rules', dir);
    const again = await run('rules', dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is up to date');

    const file = join(dir, '.cursor/rules/folio-docs.mdc');
    await writeFile(file, 'my own rules\n');
    const refused = await run('rules', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('exists and differs');
    expect(refused.stderr).toContain('--force');
    expect(await readFile(file, 'utf8')).toBe('my own rules\n');

    const forced = await run('rules', dir, '--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('replaced');
    expect(await readFile(file, 'utf8')).toContain('# Documentation page conventions');
  });

  it('exits 2 for a folder that does not exist or cannot hold the file', async () => {
    expect((await run('rules', '/definitely/not/here')).code).toBe(2);
    const dir = await makeRepo();
    await mkdir(join(dir, '.cursor'));
    await writeFile(join(dir, '.cursor/rules'), 'a file where the folder should be');
    const blocked = await run('rules', dir);
    expect(blocked.code).toBe(2);
    expect(blocked.stderr).toContain('cannot write');
  });
});
