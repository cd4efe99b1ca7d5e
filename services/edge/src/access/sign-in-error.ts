/** A sign-in that cannot finish, with words for the reader (shown on the site's sign-in page). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status = 401,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}
