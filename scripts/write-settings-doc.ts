// Rewrites docs/configuration.md from the settings table of packages/docs-config:
//   npm run docs:settings
import { writeFile } from 'node:fs/promises';
import { renderSettingsDoc } from './render-settings-doc.ts';

await writeFile(new URL('../docs/configuration.md', import.meta.url), renderSettingsDoc());
