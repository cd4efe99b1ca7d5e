/**
 * Languages highlighted at build time: the common ones in documentation. Loading every grammar
 * shiki ships would cost seconds and memory per worker; anything else is shown as plain code.
 * The regular-expression translations of their grammars are generated ahead of time from this
 * list (`regex-translations.generated.ts`): a change here needs
 * `packages/content/scripts/generate-regex-translations.ts`.
 */
export const HIGHLIGHTED_LANGUAGES: ReadonlySet<string> = new Set([
  'bash', 'shellscript', 'sh', 'shell', 'zsh', 'console', 'powershell', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx', 'json', 'jsonc',
  'json5', 'yaml', 'yml', 'toml', 'ini', 'python', 'py', 'go', 'rust', 'rs', 'java', 'kotlin', 'kt', 'swift', 'ruby', 'rb', 'php',
  'csharp', 'cs', 'c', 'cpp', 'c++', 'html', 'css', 'scss', 'xml', 'sql', 'graphql', 'gql', 'markdown', 'md', 'mdx', 'diff',
  'dockerfile', 'docker', 'http', 'dart', 'elixir', 'scala', 'lua', 'r', 'vue', 'svelte', 'makefile', 'nginx', 'proto', 'protobuf', 'hcl', 'terraform',
]);
