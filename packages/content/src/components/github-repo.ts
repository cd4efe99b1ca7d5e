import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { builtinIcon } from './builtin-icon.ts';
import { stringProp } from './prop-readers.ts';

/** `owner/name`, from a slug or a github.com address. */
export const GITHUB_REPO =
  /^(?:https?:\/\/(?:www\.)?github\.com\/)?([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/;

/**
 * `GitHub.Repo` (also `Github.Repo`): a card linking to a public repository, `repo` as
 * `owner/name` or its github.com address, `variant` `inset` (default) or `flat`. Drawn from the
 * props alone: the build makes no network call, so the card is the same on every build (no live
 * star or fork counts).
 */
const repoCard: ComponentRenderer = ({ props, context }) => {
  const written = stringProp(props, 'repo')?.trim() ?? '';
  const match = GITHUB_REPO.exec(written);
  if (match === null) {
    context.warn(
      'CONTENT_ATTRIBUTE_INVALID',
      `GitHub.Repo needs repo="owner/name" or a github.com address, not ${JSON.stringify(written)}; nothing is shown`,
      'Write e.g. <GitHub.Repo repo="mintlify/docs" />.',
    );
    return [];
  }
  const [, owner, name] = match as unknown as [string, string, string];
  const variant = stringProp(props, 'variant') === 'flat' ? 'flat' : 'inset';
  return [
    element(
      'a',
      { className: ['github-repo', `github-repo-${variant}`], href: `https://github.com/${owner}/${name}` },
      [
        element('span', { className: ['github-repo-mark'] }, [
          context.icon({ name: 'github', style: 'brands', library: 'fontawesome' }, 'icon'),
        ]),
        element('span', { className: ['github-repo-body'] }, [
          element('span', { className: ['github-repo-name'] }, [
            element('span', { className: ['github-repo-owner'] }, [text(`${owner} / `)]),
            element('strong', {}, [text(name)]),
          ]),
          element('span', { className: ['github-repo-host'] }, [text(`github.com/${owner}/${name}`)]),
        ]),
        builtinIcon('arrow-up-right', 'github-repo-arrow'),
      ],
    ),
  ];
};

/** The repository card under each spelling real pages use. */
export const githubComponents: Record<string, ComponentRenderer> = {
  'GitHub.Repo': repoCard,
  'Github.Repo': repoCard,
};
