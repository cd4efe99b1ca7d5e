import { describe, expect, it } from 'vitest';
import { redactCredentials, secretForms } from './redact-credentials.ts';

describe('redactCredentials', () => {
  it('masks user-info in URLs, with or without a scheme', () => {
    expect(redactCredentials('cloning https://x-access-token:s3cr3t@github.com/a/b.git')).toBe(
      'cloning https://[redacted]@github.com/a/b.git',
    );
    expect(redactCredentials('fatal: x-access-token:s3cr3t@github.com/a/b.git')).toBe(
      'fatal: [redacted]@github.com/a/b.git',
    );
  });

  it('masks the value of an echoed Authorization header, whatever its scheme', () => {
    expect(redactCredentials('Authorization: Basic eC1hY2Nlc3M=\nnext')).toBe('Authorization: Basic [redacted]\nnext');
    expect(redactCredentials('{"authorization":"Bearer abc.def"}')).toBe('{"authorization":"Bearer [redacted]"}');
  });

  it('masks a secret whole, cut short, and in its encoded forms', () => {
    const token = 'ghp_0123456789abcdefghijklmnop';
    const forms = secretForms(token);
    expect(redactCredentials(`token=${token}; again ${token}`, forms)).toBe('token=[redacted]; again [redacted]');
    expect(redactCredentials(`received: token=${token.slice(0, 20)}...`, forms)).toBe('received: token=[redacted]...');
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    expect(redactCredentials(`echo ${basic}`, forms)).toBe('echo [redacted]');
    expect(redactCredentials(`url ?t=${encodeURIComponent(`${token}/+`)}`, secretForms(`${token}/+`))).toBe(
      'url ?t=[redacted]',
    );
  });

  it('leaves text without credentials alone', () => {
    const text = "the site's access token cannot be decrypted; set it again in the site's settings";
    expect(redactCredentials(text, secretForms('ghp_0123456789abcdef'))).toBe(text);
  });
});
