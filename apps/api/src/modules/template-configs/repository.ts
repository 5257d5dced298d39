// The config studio's storage: drafts in `templateDrafts` (one per kind and key, `_id` "<kind>:<key>"), the
// claims that serialise changes to a draft in `templateDraftClaims` (`_id` "<kind>:<key>:<revision>"), and the
// published versions in `formConfigs` and `reportConfigs`, which are only ever inserted (a change is a new
// version). Every read of the module goes through here.
import type { Db } from "mongodb";
import type { ClientDoc } from "../../model/clients";
import { clientsOf } from "../../model/clients";
import type { CovenantConfigDoc } from "../investments/model";
import type { FormConfigDoc, ReportConfigDoc } from "../reports/model";
import type { PersonRef } from "../../model/users";
import { isDuplicateKey } from "../../platform/errors";

export type TemplateKind = "form" | "report";

export interface TemplateDraftDoc {
  /** "<kind>:<key>" */
  _id: string;
  kind: TemplateKind;
  key: string;
  /** As the studio saved it: any JSON object with the right key, valid or not. */
  config: Record<string, unknown>;
  revision: number;
  /** The published version the draft started from; null for a new template. */
  baseVersion: string | null;
  createdBy: PersonRef;
  updatedBy: PersonRef;
  updatedAt: string;
}

/** One claim: the change of a draft to `revision` (a save, a publish or a discard), by whom and when. */
export interface TemplateDraftClaimDoc {
  /** "<kind>:<key>:<revision>" */
  _id: string;
  draft: string;
  revision: number;
  action: "save" | "publish" | "discard";
  by: PersonRef;
  at: string;
}

export type PublishedDoc = (FormConfigDoc | ReportConfigDoc) & { _id: string };

/** The fields of a published version the studio's list needs. */
export type PublishedSummary = Pick<FormConfigDoc, "key" | "version" | "name" | "clientTypes"> & {
  _id: string;
  status?: string;
  publishedAt?: string;
  publishedBy?: PersonRef;
};

export function draftId(kind: TemplateKind, key: string): string {
  return `${kind}:${key}`;
}

export function claimId(kind: TemplateKind, key: string, revision: number): string {
  return `${kind}:${key}:${revision}`;
}

const COLLECTIONS: Record<TemplateKind, string> = { form: "formConfigs", report: "reportConfigs" };

/** A claim this old whose change has not landed is taken to be abandoned (a change takes well under a second). */
export const STALE_CLAIM_MS = 30_000;

export class TemplateConfigsRepository {
  constructor(private readonly db: Db) {}

  private get drafts() {
    return this.db.collection<TemplateDraftDoc>("templateDrafts");
  }

  private get claims() {
    return this.db.collection<TemplateDraftClaimDoc>("templateDraftClaims");
  }

  private published(kind: TemplateKind) {
    return this.db.collection<PublishedDoc>(COLLECTIONS[kind]);
  }

  draft(kind: TemplateKind, key: string): Promise<TemplateDraftDoc | null> {
    return this.drafts.findOne({ _id: draftId(kind, key) });
  }

  allDrafts(): Promise<TemplateDraftDoc[]> {
    return this.drafts.find().toArray();
  }

  /** Every stored version of every template of the kind, without the bulky parts. */
  summaries(kind: TemplateKind): Promise<PublishedSummary[]> {
    return this.published(kind)
      .find(
        {},
        {
          projection: {
            key: 1,
            version: 1,
            name: 1,
            clientTypes: 1,
            status: 1,
            publishedAt: 1,
            publishedBy: 1,
          },
        },
      )
      .toArray() as Promise<PublishedSummary[]>;
  }

  /** Every stored version of one template (a handful of documents). */
  versionsOf(kind: TemplateKind, key: string): Promise<PublishedDoc[]> {
    return this.published(kind).find({ key }).toArray();
  }

  /**
   * Takes the claim for a draft's next revision; false when someone else holds it. A claim older than
   * STALE_CLAIM_MS whose change never landed (the draft is still at the revision before it) was left by a
   * change that failed or a process that stopped, and is taken over: otherwise that draft could never move on.
   */
  async claim(claim: TemplateDraftClaimDoc): Promise<boolean> {
    if (await this.insertClaim(claim)) return true;
    const held = await this.claimById(claim._id);
    if (!held || Date.parse(claim.at) - Date.parse(held.at) < STALE_CLAIM_MS) return false;
    const draft = await this.drafts.findOne({ _id: claim.draft });
    if ((draft?.revision ?? 0) !== claim.revision - 1) return false;
    // Two authors taking over the same stale claim at once both delete it, and only one insert succeeds.
    await this.releaseClaim(claim._id);
    return this.insertClaim(claim);
  }

  private async insertClaim(claim: TemplateDraftClaimDoc): Promise<boolean> {
    try {
      await this.claims.insertOne(claim);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  claimById(id: string): Promise<TemplateDraftClaimDoc | null> {
    return this.claims.findOne({ _id: id });
  }

  /** Writes the draft whose revision the caller has claimed. */
  async writeDraft(draft: TemplateDraftDoc): Promise<void> {
    await this.drafts.replaceOne({ _id: draft._id }, draft, { upsert: true });
  }

  /**
   * Removes a draft and the claims of its revisions 1…`upTo`, so that a later draft of the same key starts at
   * revision 1 again. The claims are removed by `_id`, in batches.
   */
  async removeDraft(kind: TemplateKind, key: string, upTo: number): Promise<void> {
    await this.drafts.deleteOne({ _id: draftId(kind, key) });
    for (let first = 1; first <= upTo; first += 500) {
      const ids: string[] = [];
      for (let revision = first; revision < first + 500 && revision <= upTo; revision++)
        ids.push(claimId(kind, key, revision));
      await this.claims.deleteMany({ _id: { $in: ids } });
    }
  }

  /** Inserts a published version; false when a document with its `_id` exists (someone published first). */
  async insertPublished(kind: TemplateKind, document: PublishedDoc): Promise<boolean> {
    try {
      await this.published(kind).insertOne(document);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Gives a claim back (its change could not be made), so the draft can still move on from its revision. */
  async releaseClaim(id: string): Promise<void> {
    await this.claims.deleteOne({ _id: id });
  }

  /** The central covenant catalogue (whose formulas may read a form's fields). */
  covenantConfigs(): Promise<CovenantConfigDoc[]> {
    return this.db.collection<CovenantConfigDoc>("covenantConfigs").find().toArray();
  }

  client(id: string): Promise<ClientDoc | null> {
    return clientsOf(this.db).findOne({ _id: id });
  }
}
