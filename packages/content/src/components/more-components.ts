import type { ComponentRenderer } from '../component-renderer.ts';
import { colorComponents } from './color.ts';
import { githubComponents } from './github-repo.ts';
import { headingComponents } from './heading.ts';
import { panelComponents } from './panel.ts';
import { promptComponents } from './prompt.ts';
import { tileComponents } from './tile.ts';
import { treeComponents } from './tree.ts';
import { updateComponents } from './update.ts';
import { viewComponents } from './view.ts';
import { visibilityComponents } from './visibility.ts';

/**
 * The components beyond the basics, one file each: `Update`, `Tree`/`FileTree`, `Tile`, `Panel`,
 * `Prompt`, `Color`, `View`, `Visibility`, `GitHub.Repo`, `Heading`. Registered after the
 * others, so these definitions are the ones used.
 */
export const moreComponents: Record<string, ComponentRenderer> = {
  ...updateComponents,
  ...treeComponents,
  ...tileComponents,
  ...panelComponents,
  ...promptComponents,
  ...colorComponents,
  ...viewComponents,
  ...visibilityComponents,
  ...githubComponents,
  ...headingComponents,
};
