// The reads and writes behind whoAmI, essentials and updateLanguage: the session's regions, the published
// templates a user's client types use, and the user's language (the session's clients are kept clients:
// home.ts).
import type { Db } from "mongodb";
import type { Translated } from "../../generated/graphql";
import type { RegionDoc } from "../../model/reference";
import { usersOf } from "../../model/users";

// Template documents as packages/schemas describes them (FormConfig, ReportConfig); only what essentials shows.
export interface TemplateDoc {
  _id: string;
  key: string;
  version: string;
  status?: string;
  name: Translated;
  clientTypes: string[];
}
export interface FormConfigDoc extends TemplateDoc {
  context: { category: string; periodType: string; target: string };
  type: string;
  translations?: Array<{ key: string; value: Translated }>;
}
export interface ReportConfigDoc extends TemplateDoc {
  category: string;
  scheduleType: string;
}

export function regionsById(db: Db, ids: readonly string[]): Promise<RegionDoc[]> {
  return db
    .collection<RegionDoc>("regions")
    .find({ _id: { $in: [...ids] } })
    .toArray();
}

/** Every version of the form configs of the client types, drafts included, without their fields. */
export function formConfigsOfTypes(db: Db, clientTypes: string[]): Promise<FormConfigDoc[]> {
  return db
    .collection<FormConfigDoc>("formConfigs")
    .find({ clientTypes: { $in: clientTypes } }, { projection: { fields: 0 } })
    .toArray();
}

/** Every version of the report configs of the client types, drafts included, without their steps. */
export function reportConfigsOfTypes(db: Db, clientTypes: string[]): Promise<ReportConfigDoc[]> {
  return db
    .collection<ReportConfigDoc>("reportConfigs")
    .find({ clientTypes: { $in: clientTypes } }, { projection: { steps: 0 } })
    .toArray();
}

export async function setUserLanguage(db: Db, userId: string, language: string): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { language } });
}
