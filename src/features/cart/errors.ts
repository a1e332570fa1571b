/** The message a failed cart or wishlist call shows: the client has already put it in spec words. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Network Error';
}
