import { describe, expect, it } from 'vitest';
import { ConfigError, createEnvReader } from './env-reader.ts';

describe('createEnvReader', () => {
  it('reads typed values with fallbacks', () => {
    const env = createEnvReader({ PORT: '8080', DEBUG: 'yes', NAME: '  folio ', URL: 'https://x.test' });
    expect(env.integer('PORT', 3000, 0, 65535)).toBe(8080);
    expect(env.integer('MISSING', 3000, 0, 65535)).toBe(3000);
    expect(env.flag('DEBUG', false)).toBe(true);
    expect(env.text('NAME')).toBe('folio');
    expect(env.optional('NOPE')).toBeNull();
    expect(env.url('URL', env.text('URL'), ['https:'])).toBe('https://x.test');
    expect(env.logLevel()).toBe('info');
    expect(() => env.assertValid()).not.toThrow();
  });

  it('collects every problem and reports them all at once', () => {
    const env = createEnvReader({ PORT: 'eighty', DEBUG: 'maybe', URL: 'ftp://x.test', LOG_LEVEL: 'loud' });
    env.integer('PORT', 3000, 0, 65535);
    env.flag('DEBUG', false);
    env.text('DATABASE_URL');
    env.url('URL', env.text('URL'), ['https:']);
    env.logLevel();
    let thrown: unknown;
    try {
      env.assertValid();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      'PORT must be an integer from 0 to 65535, got "eighty"',
      'DEBUG must be true or false, got "maybe"',
      'DATABASE_URL is required',
      'URL must use https:',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
  });
});
