import { describe, expect, it } from 'vitest';
import { findSecrets } from './find-secrets.ts';
import { renderPage } from './render-page.ts';

async function lint(source: string): Promise<string[]> {
  const page = await renderPage({ file: 'guide.mdx', source });
  return page.diagnostics
    .filter((d) => d.code.startsWith('LINT_'))
    .map((d) => `${d.line}:${d.column} ${d.code} ${d.severity}: ${d.message}`);
}

const FRONT = '---\ntitle: Guide\ndescription: How to\n---\n';

describe('page conventions lint', () => {
  it('accepts a page that follows every convention', async () => {
    expect(
      await lint(
        `${FRONT}\n## Setup\n\n<Frame>\n  ![The dashboard](/d.png)\n</Frame>\n\n\`\`\`bash\nexport API_KEY=YOUR_API_KEY\n\`\`\`\n`,
      ),
    ).toEqual([]);
  });

  it('1. warns when front matter lacks title or description', async () => {
    expect(await lint('## Hi\n')).toEqual([
      '1:1 LINT_FRONT_MATTER_MISSING warning: the page front matter has no title and no description',
    ]);
    expect(await lint('---\ntitle: Only title\n---\n\n## Hi\n')).toEqual([
      '1:1 LINT_FRONT_MATTER_MISSING warning: the page front matter has no description',
    ]);
  });

  it('2. warns about level-1 headings, Markdown and <h1>', async () => {
    expect(await lint(`${FRONT}\n# Big\n\n## Fine\n\n<h1>Also big</h1>\n`)).toEqual([
      '6:1 LINT_HEADING_LEVEL warning: a level-1 heading ("# …") in the page body; headings start at level 2',
      '10:1 LINT_HEADING_LEVEL warning: an <h1> in the page body; headings start at level 2',
    ]);
  });

  it('3. warns about images outside a Frame and without alt text', async () => {
    expect(
      await lint(`${FRONT}\n![](/a.png)\n\n<img src="/b.png" alt="B" />\n\n<Frame><img src="/c.png" /></Frame>\n`),
    ).toEqual([
      '6:1 LINT_IMAGE_FRAME warning: the image "/a.png" is not inside a <Frame>',
      '6:1 LINT_IMAGE_ALT warning: the image "/a.png" has no alt text',
      '8:1 LINT_IMAGE_FRAME warning: the image "/b.png" is not inside a <Frame>',
      '10:8 LINT_IMAGE_ALT warning: the image "/c.png" has no alt text',
    ]);
  });

  it('4. warns about real-looking secrets in code, masked, at their line', async () => {
    const aws = 'AKIA' + 'Q3EGRT5WZXK7LMN2';
    const stripe = 'sk_live_' + '51HqLyjWDarjtT1zdp7dc';
    const result = await lint(
      `${FRONT}\n\`\`\`bash\ncurl https://api.example.com\nexport AWS_ACCESS_KEY_ID=${aws}\n\`\`\`\n\nUse \`${stripe}\` here.\n`,
    );
    expect(result).toEqual([
      '8:26 LINT_SECRET_IN_CODE warning: the code contains what looks like an AWS access key (AKIA…**** (20 characters))',
      '11:6 LINT_SECRET_IN_CODE warning: the code contains what looks like a Stripe live key (sk_l…**** (29 characters))',
    ]);
    expect(result.join('\n')).not.toContain(aws);
    expect(result.join('\n')).not.toContain(stripe.slice(8));
  });
});

describe('findSecrets', () => {
  const kinds = (code: string) => findSecrets(code).map((finding) => finding.kind);

  it.each([
    ['AWS', 'key = "AKIA' + 'Z7XQ4NV2K8W3JH5P"', 'an AWS access key'],
    ['GitHub classic', 'ghp_' + 'a8Kd93JfLq0ZpX7mN2vB4cR6tY1uW5eH9sGq', 'a GitHub token'],
    ['GitHub fine-grained', 'github_pat_' + '11AQ7ZK3Y0r8Vt2Lp_9mXw4Nq6Jd1Fs5Hb3Gc7Kz0Te2Rv8Uy', 'a GitHub token'],
    ['Stripe', 'sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc', 'a Stripe live key'],
    ['Slack', 'xoxb-' + '2837461928-9182736451-Qm7ZpX3kR9vLw2Tn', 'a Slack token'],
    ['Google', 'AIza' + 'SyD4x8Kq2Lm9Np3Rs7Tv1Wx5Yz0Ab6Cd2Ef', 'a Google API key'],
    [
      'JWT',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.' + 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'a JSON Web Token',
    ],
    [
      'private key',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aozN3tihPmljnnudb9G3HhrGi\nqF8Ol/jLlnEJwSRQU6gHaOsi8QkNDZf4Gu2mVh3BaC6h1nqT5wLkuvMXBQ4JrTs\n-----END RSA PRIVATE KEY-----',
      'a private key',
    ],
    ['assigned secret', 'api_key = "q8Zr3LmV7xN2pK9tW4bY6cJ1"', 'a secret value'],
    ['bearer header', 'Authorization: Bearer 9fK2mQ7xL4pZ8vR3tN6wB1yC5', 'a secret value'],
  ])('finds %s', (_, code, kind) => {
    expect(kinds(code)).toEqual([kind]);
  });

  it.each([
    'export API_KEY=YOUR_API_KEY',
    'stripe.api_key = "sk_test_xxx"',
    'Authorization: Bearer <token>',
    `token: "\${TOKEN}"`,
    'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
    'password = "hunter2"',
    'api_key = process.env.API_KEY',
    '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
    'secret: "sk_live_..."',
    'const token = "xxxxxxxxxxxxxxxxxxxxxxxx"',
  ])('does not flag the placeholder %j', (code) => {
    expect(findSecrets(code)).toEqual([]);
  });
});
