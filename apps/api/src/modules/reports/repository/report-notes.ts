// A report's notes and rejections by `_id` reads. Notes keep their own ids (the portal resolves a note by its
// id, a note names its rejection by id); `reportNoteIndex/_id` = `reportId:n` (n = 1, 2, …) points at the
// report's n-th note, so the wizard reads a report's notes as a few `_id` reads instead of a search that
// reads every note on FerretDB. A slot is claimed by inserting it (the unique `_id` lets one writer win), so
// concurrent notes never share one. Notes written before the index are indexed once per database, at start.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import type { ReportNoteDoc } from "../model";
import { isDuplicateKey } from "../../../platform/errors";

/** The `_id` in `migrations` that marks every note as indexed. */
export const NOTE_INDEX_MIGRATION = "report-note-index";

interface NoteSlotDoc {
  _id: string;
  noteId: string;
}

/**
 * Slots read at once after the first: most reports have no note, so the first slot is read alone (one read
 * instead of eight for them); a report with notes usually has fewer than this many more.
 */
const SLOTS_PER_READ = 8;

function slotId(reportId: string, n: number): string {
  return `${reportId}:${n}`;
}

function slotsOf(db: Db) {
  return db.collection<NoteSlotDoc>("reportNoteIndex");
}

function notesCollection(db: Db) {
  return db.collection<ReportNoteDoc>("reportNotes");
}

/** One note by its id, whatever its report (the caller checks that it is the report's). */
export function noteById(db: Db, noteId: string): Promise<ReportNoteDoc | null> {
  return notesCollection(db).findOne({ _id: noteId });
}

/** Marks the note resolved (the caller holds the note's resolution claim, so only one resolution writes). */
export async function markNoteResolved(
  db: Db,
  noteId: string,
  resolved: ReportNoteDoc["resolved"],
): Promise<void> {
  await notesCollection(db).updateOne({ _id: noteId }, { $set: { resolved } });
}

/** The report's note ids in slot order: the first slot, then a few at a time until an empty one. */
async function noteIdsOf(db: Db, reportId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let first = 1; ; first += first === 1 ? 1 : SLOTS_PER_READ) {
    const count = first === 1 ? 1 : SLOTS_PER_READ;
    const slots = await Promise.all(
      Array.from({ length: count }, (_, i) => slotsOf(db).findOne({ _id: slotId(reportId, first + i) })),
    );
    for (const slot of slots) {
      if (!slot) return ids;
      ids.push(slot.noteId);
    }
  }
}

/** Points the report's next free slot at the note. */
async function indexNote(db: Db, reportId: string, noteId: string): Promise<void> {
  for (let n = 1 + (await noteIdsOf(db, reportId)).length; ; n += 1) {
    try {
      await slotsOf(db).insertOne({ _id: slotId(reportId, n), noteId });
      return;
    } catch (error) {
      // Another note took this slot first: the next one.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

/** Stores notes of one report and indexes them, in the given order. */
export async function addNotes(db: Db, notes: readonly ReportNoteDoc[]): Promise<void> {
  if (notes.length === 0) return;
  await notesCollection(db).insertMany(notes.map((note) => ({ ...note })));
  for (const note of notes) await indexNote(db, note.reportId, note._id);
}

/** The report's notes and rejections, oldest first. */
export async function notesOfReport(db: Db, reportId: string): Promise<ReportNoteDoc[]> {
  const ids = new Set(await noteIdsOf(db, reportId));
  const notes = await Promise.all([...ids].map((_id) => notesCollection(db).findOne({ _id })));
  return notes
    .filter((note): note is ReportNoteDoc => note !== null && note.reportId === reportId)
    .sort((a, b) => a.at.localeCompare(b.at) || a._id.localeCompare(b._id));
}

/**
 * Indexes every note once per database. Idempotent: a note indexed already is skipped, so a stop half-way or
 * two processes at once leave every note indexed (two processes may index one note twice, which the read
 * answers once). Returns how many notes it indexed.
 */
export async function indexAllNotes(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; indexed?: number }>("migrations");
  if (await migrations.findOne({ _id: NOTE_INDEX_MIGRATION })) return 0;
  // A full scan, once: the marker above, read by `_id`, skips it on every later start.
  const notes = await notesCollection(db)
    .find({}, { projection: { _id: 1, reportId: 1, at: 1 } })
    .sort({ reportId: 1, at: 1, _id: 1 })
    .toArray();
  let indexed = 0;
  const indexedOf = new Map<string, Set<string>>();
  for (const note of notes) {
    let known = indexedOf.get(note.reportId);
    if (!known) {
      known = new Set(await noteIdsOf(db, note.reportId));
      indexedOf.set(note.reportId, known);
    }
    if (known.has(note._id)) continue;
    await indexNote(db, note.reportId, note._id);
    known.add(note._id);
    indexed += 1;
  }
  try {
    await migrations.insertOne({ _id: NOTE_INDEX_MIGRATION, at: isoNow(), indexed });
  } catch (error) {
    // Another API process starting on the same database finished first.
    if (!isDuplicateKey(error)) throw error;
  }
  return indexed;
}
