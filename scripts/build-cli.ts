// `npm pack` in packages/cli runs this first (`prepack`): the tarball always holds a bundle of the
// current sources. `npm run build` makes the same bundle along with everything else.
import { join } from 'node:path';
import { bundleCli } from './build/bundle-cli.ts';
import { REPOSITORY_ROOT } from './build/module-locations.ts';

await bundleCli(join(REPOSITORY_ROOT, 'packages/cli'));
