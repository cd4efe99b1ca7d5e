/**
 * Headers of an answer to a signed-in reader: never kept by a shared cache (`private` in place of
 * `public`; `no-store` stays), and `Vary: Cookie` so a browser cache never gives it to another
 * session. Changes `headers` in place and returns it.
 */
export function makeHeadersPrivate<T extends Record<string, string | number | string[] | undefined>>(headers: T): T {
  const record = headers as Record<string, string | number | string[] | undefined>;
  const cacheControl = record['cache-control'];
  if (typeof cacheControl !== 'string' || cacheControl === '') record['cache-control'] = 'private, no-cache';
  else if (!cacheControl.includes('no-store'))
    record['cache-control'] = /\bpublic\b/.test(cacheControl)
      ? cacheControl.replace(/\bpublic\b/, 'private')
      : `private, ${cacheControl}`;
  const vary = record.vary;
  if (typeof vary !== 'string' || vary === '') record.vary = 'Cookie';
  else if (!/\bcookie\b/i.test(vary)) record.vary = `${vary}, Cookie`;
  return headers;
}
