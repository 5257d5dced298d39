// The reporting area's collections, named once. Only the repository's own files use them: every other part
// of the API reads and writes reports through the ReportingRepository (index.ts).
import type { Db } from "mongodb";
import type { FormDataDoc, ReportInstanceDoc, TransitionDoc } from "../model";

export function reportsOf(db: Db) {
  return db.collection<ReportInstanceDoc>("reportInstances");
}

export function formDataOf(db: Db) {
  return db.collection<FormDataDoc>("formData");
}

export function transitionsOf(db: Db) {
  return db.collection<TransitionDoc>("reportTransitions");
}
