import { describe, expect, it } from 'vitest';
import { findSpecFiles } from './find-spec-files.ts';

describe('findSpecFiles', () => {
  const files: Record<string, string> = {
    'openapi.yaml': 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\n',
    'api/v1.json': '{"openapi": "3.0.3", "info": {}}',
    'api/quoted.yml': '# comment\n"openapi": "3.0.0"\n',
    'api/flow.yaml': '{"openapi": "3.0.0", "paths": {}}',
    'docs.json': '{"name": "x", "navigation": {"openapi": "openapi.yaml"}}',
    'api/swagger.json': '{"swagger": "2.0"}',
    'nested.yaml': 'components:\n  openapi: 3\n',
    'broken.json': '{"openapi": ',
    'node_modules/pkg/openapi.json': '{"openapi": "3.0.0"}',
    'README.md': 'openapi: 3.0.0',
    'huge.yaml': `openapi: 3.0.0\n${'#'.repeat(200)}`,
  };
  const read = async (path: string) => files[path];

  it('lists JSON and YAML files whose top level has `openapi`, outside node_modules', async () => {
    expect(await findSpecFiles(Object.keys(files), read, { maxBytes: 100 })).toEqual([
      'openapi.yaml',
      'api/v1.json',
      'api/quoted.yml',
      'api/flow.yaml',
    ]);
  });

  it('skips files that cannot be read', async () => {
    const failing = async (path: string) =>
      path === 'openapi.yaml' ? Promise.reject(new Error('EACCES')) : files[path];
    expect(await findSpecFiles(['openapi.yaml', 'api/v1.json', 'missing.yaml'], failing)).toEqual(['api/v1.json']);
  });
});
