/**
 * What sign-out does with the drafts this user left on the device (IndexedDB: a check's form
 * and its photos). Once every photo has reached the server the local copy is only a copy of
 * client data on a phone, so it is cleared; photos not sent yet exist nowhere else, so the
 * user is asked before signing out and they are kept (docs/product.md#checks).
 */
export type SignOutDrafts = { kind: 'nothing' } | { kind: 'clear' } | { kind: 'ask'; unsent: number };

export function signOutDrafts(hasDraft: boolean, photoStates: readonly string[]): SignOutDrafts {
  const unsent = photoStates.filter((state) => state !== 'uploaded').length;
  if (unsent > 0) return { kind: 'ask', unsent };
  return hasDraft || photoStates.length > 0 ? { kind: 'clear' } : { kind: 'nothing' };
}

export function unsentPhotosQuestion(unsent: number): string {
  return unsent === 1
    ? "1 photo hasn't been sent yet. Sign out and keep it on this device?"
    : `${unsent} photos haven't been sent yet. Sign out and keep them on this device?`;
}

/** Reads the user's drafts; the draft store is loaded only now, not with the shell. A device without IndexedDB has nothing to clear. */
export async function draftsAtSignOut(userId: number): Promise<SignOutDrafts> {
  try {
    const store = await import('../../features/flood-checks/draft-store');
    const [drafts, photos] = await Promise.all([store.listDrafts(userId), store.loadUserPhotos(userId)]);
    return signOutDrafts(
      drafts.length > 0,
      photos.map((p) => p.state),
    );
  } catch {
    return { kind: 'nothing' };
  }
}

export async function clearDraftsAtSignOut(userId: number): Promise<void> {
  const store = await import('../../features/flood-checks/draft-store');
  await store.clearUserDrafts(userId);
}
