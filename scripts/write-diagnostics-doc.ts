import { writeFile } from 'node:fs/promises';
import { renderDiagnosticsDoc } from './render-diagnostics-doc.ts';

// `npm run docs:diagnostics`: regenerate docs/diagnostics.md from the catalogues.
await writeFile(new URL('../docs/diagnostics.md', import.meta.url), renderDiagnosticsDoc());
console.log('wrote docs/diagnostics.md');
