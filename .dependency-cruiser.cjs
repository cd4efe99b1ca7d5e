// The architecture's import rules as code, checked by `npm test` (scripts/check-gates.ts).
// docs/architecture.md draws the same picture; change both together.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * What each workspace package may import, lowest layer first. A package never imports one above
 * it or beside it unless listed here; services may import any package, never another service.
 */
const PACKAGE_LAYERS = {
  diagnostics: [],
  deployment: [],
  html: [],
  platform: [],
  'playground-proxy': [],
  'docs-config': ['diagnostics'],
  openapi: ['diagnostics'],
  content: ['diagnostics', 'html'],
  navigation: ['diagnostics', 'docs-config', 'openapi'],
  site: ['diagnostics', 'deployment', 'html', 'content', 'docs-config', 'navigation', 'openapi'],
  builder: ['diagnostics', 'deployment', 'html', 'content', 'docs-config', 'navigation', 'openapi', 'site'],
  'site-endpoints': ['deployment', 'site'],
  cli: [
    'diagnostics',
    'deployment',
    'content',
    'docs-config',
    'navigation',
    'openapi',
    'site',
    'builder',
    'playground-proxy',
    'site-endpoints',
  ],
};

/** The workspaces (`packages/x`, `services/y`) and the `@folio/*` folders each declares in package.json. */
function declaredWorkspaceDependencies() {
  const byName = new Map();
  const workspaces = [];
  for (const parent of ['packages', 'services']) {
    for (const name of readdirSync(join(__dirname, parent))) {
      const folder = `${parent}/${name}`;
      const manifest = JSON.parse(readFileSync(join(__dirname, folder, 'package.json'), 'utf8'));
      byName.set(manifest.name, folder);
      workspaces.push({ folder, manifest });
    }
  }
  return workspaces.map(({ folder, manifest }) => ({
    folder,
    declared: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter((dependency) => byName.has(dependency))
      .map((dependency) => byName.get(dependency)),
  }));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const anyOf = (folders) => `^(${folders.map(escapeRegExp).join('|')})/`;

const layerRules = Object.entries(PACKAGE_LAYERS).map(([name, allowed]) => ({
  name: `layers-${name}`,
  severity: 'error',
  comment: `packages/${name} may import only ${allowed.length ? allowed.map((a) => `packages/${a}`).join(', ') : 'no other workspace'} (PACKAGE_LAYERS in .dependency-cruiser.cjs). Fix: move the code to the layer that owns it, or pass what you need in as a parameter.`,
  from: { path: `^packages/${escapeRegExp(name)}/` },
  to: { path: '^(packages|services)/', pathNot: anyOf([`packages/${name}`, ...allowed.map((a) => `packages/${a}`)]) },
}));

const declaredRules = declaredWorkspaceDependencies().map(({ folder, declared }) => ({
  name: `declared-${folder.replace('/', '-')}`,
  severity: 'error',
  comment: `${folder} imports a workspace its package.json does not declare. Fix: add it to "dependencies" (or "devDependencies" for tests) of ${folder}/package.json, then npm install.`,
  from: { path: `^${escapeRegExp(folder)}/` },
  to: { path: '^(packages|services)/', pathNot: anyOf([folder, ...declared]) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports count). Fix: move the shared type or function into its own file that both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'services-never-import-services',
      severity: 'error',
      comment: 'A service imports another service. Fix: move what both need into a package under packages/.',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'packages-never-import-services',
      severity: 'error',
      comment:
        'A package imports a service. Fix: the package takes what it needs as a parameter; the service passes it in.',
      from: { path: '^packages/' },
      to: { path: '^services/' },
    },
    {
      name: 'docs-config-model-imports-no-validator',
      severity: 'error',
      comment:
        'The docs.json model (packages/docs-config/src/model) imports only other model files. Fix: move the type into src/model/.',
      from: { path: '^packages/docs-config/src/model/' },
      to: { path: '^packages/docs-config/src/', pathNot: '^packages/docs-config/src/model/' },
    },
    {
      name: 'api-handlers-import-no-pg',
      severity: 'error',
      comment:
        'An api route handler or dashboard route imports pg. Fix: put the statement in services/api/src/db/<table>.ts (a function taking a Queryable) and call it, or an operation in src/operations/ that does.',
      from: { path: '^services/api/src/(routes|dashboard)/' },
      to: { path: '(^|/)node_modules/(@types/)?pg/' },
    },
    ...layerRules,
    ...declaredRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph as leaves (doNotFollow), so a rule can name an npm package.
    exclude: { path: '(^|/)dist/' },
    // swc parses TypeScript, type-only imports included (dependency-cruiser's tsc support stops
    // before TypeScript 7, which this repository type-checks with).
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['@folio/source', 'import', 'node', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
