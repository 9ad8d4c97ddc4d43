/**
 * Takes the lowest free numbered place. The database's unique index decides between admins who
 * pick the same place at the same moment: the loser tries again, and every clash means a place
 * was filled, so after as many clashes as there are places the group is certainly full.
 */
export async function inFreePlace<T>(
  places: number,
  insert: () => Promise<T | undefined>,
  isPlaceClash: (error: unknown) => boolean,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < places; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (!isPlaceClash(error)) throw error;
    }
  }
  return undefined;
}
