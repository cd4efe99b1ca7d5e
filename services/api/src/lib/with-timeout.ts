/** Resolves like `work`, or rejects with an error whose `code` is `ETIMEOUT` after `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`timed out after ${ms} ms`), { code: 'ETIMEOUT' })),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
