/** docs/product-rules.md#managing-users: a request for Pro shows (as 'Requested') only while the user is not Pro. */
export function hasPendingProRequest(user: { isPro: boolean; requestedPro: boolean }): boolean {
  return user.requestedPro && !user.isPro;
}
