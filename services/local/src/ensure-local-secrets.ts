import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The secrets of a local platform, generated once and kept under its home folder. */
export interface LocalSecrets {
  operatorToken: string;
  /** 32 bytes, base64: the API seals webhook secrets and git tokens with it. */
  encryptionKey: string;
  /** Where the operator token is (printed for the user: `cat` it into an Authorization header). */
  operatorTokenFile: string;
}

/**
 * Reads `<home>/operator-token` and `<home>/encryption-key`, creating each (mode 0600) with fresh
 * random bytes the first time. Kept, not regenerated: a new encryption key would make every stored
 * webhook secret unreadable on the next start.
 */
export async function ensureLocalSecrets(home: string): Promise<LocalSecrets> {
  await mkdir(home, { recursive: true, mode: 0o700 });
  const operatorTokenFile = join(home, 'operator-token');
  const operatorToken = await readOrCreate(operatorTokenFile, () => randomBytes(32).toString('hex'));
  const encryptionKey = await readOrCreate(join(home, 'encryption-key'), () => randomBytes(32).toString('base64'));
  return { operatorToken, encryptionKey, operatorTokenFile };
}

async function readOrCreate(file: string, create: () => string): Promise<string> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    if (value) return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = create();
  // `wx`: two starts racing keep the first one's secret.
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
