// takenSlots/{doctorId}_{YYYY-MM}: the public mirror of the private bookedSlots document of the
// same id (issue 43). It says which slots are taken, and nothing else: `{ taken: { "<slotKey>": true } }`,
// with exactly the keys of bookedSlots' `taken` map (whose values, the booking ids, stay private).
// The rules keep the two key sets equal on every write from the app; the Admin SDK scripts (the
// migration, a restore) rebuild the mirror from bookedSlots with this.

/** The mirror of a bookedSlots document's data: its slot keys, each `true`, and no other field. */
export function takenMirror(bookedSlotsData) {
  const taken = bookedSlotsData?.taken;
  const keys = taken && typeof taken === 'object' ? Object.keys(taken) : [];
  return { taken: Object.fromEntries(keys.map((key) => [key, true])) };
}

/** Whether a takenSlots document's data (undefined when there is none) is exactly this mirror. */
export function isMirror(takenSlotsData, mirror) {
  if (!takenSlotsData || typeof takenSlotsData !== 'object') return false;
  const fields = Object.keys(takenSlotsData);
  if (fields.length !== 1 || fields[0] !== 'taken') return false;
  const { taken } = takenSlotsData;
  if (!taken || typeof taken !== 'object' || Array.isArray(taken)) return false;
  const keys = Object.keys(taken);
  const expected = Object.keys(mirror.taken);
  return keys.length === expected.length && expected.every((key) => taken[key] === true);
}
