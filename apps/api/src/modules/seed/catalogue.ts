// Loading the shipped template catalogue (@ledgerline/schemas: forms, reports, covenants) into a database,
// through the studio's and the covenant catalogue's repositories. The demo seed loads its copy with it, and the
// `load-catalogue` command (src/load-catalogue.ts) loads it into a production database. Idempotent: a template
// or covenant already stored is never overwritten, whether it is the shipped one or an administrator's since.
import { isDeepStrictEqual } from "node:util";
import { catalogue, stableObjectId } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import { ClientCatalog } from "../clients/client-catalog";
import { CovenantConfigsRepository } from "../covenant-configs/repository";
import type { CovenantConfigDoc } from "../investments/model";
import { MongoInvestmentsRepository } from "../investments/repository";
import type { FormConfigDoc, ReportConfigDoc } from "../reports/model";
import { TemplateConfigsRepository } from "../template-configs/repository";
import { draftId } from "../template-configs/repository";
import type { PublishedDoc, PublishedSummary, TemplateKind } from "../template-configs/repository";

export interface CatalogueDocuments {
  forms: readonly FormConfigDoc[];
  reports: readonly ReportConfigDoc[];
  covenants: readonly CovenantConfigDoc[];
}

/**
 * The shipped catalogue as stored documents. The `_id`s are the ones publishing gives a version
 * (`formConfig:<key>@<version>`) and the demo portfolio uses, so a database loaded either way holds the same.
 */
export function shippedCatalogue(publishedAt: string): CatalogueDocuments {
  return {
    forms: catalogue.forms.map((form) => ({
      ...structuredClone(form),
      _id: stableObjectId(`formConfig:${form.key}@${form.version}`),
      publishedAt,
    })),
    reports: catalogue.reports.map((report) => ({
      ...structuredClone(report),
      _id: stableObjectId(`reportConfig:${report.key}@${report.version}`),
      publishedAt,
    })),
    covenants: catalogue.covenants.map((covenant) => ({
      ...structuredClone(covenant),
      _id: stableObjectId(`covenantConfig:${covenant.internalName}`),
      statistics: { count: 0 },
    })),
  };
}

/** What happened to one kind of entry: loaded, found as shipped, or left alone because it was changed. */
export interface CatalogueOutcome {
  loaded: string[];
  present: string[];
  kept: Array<{ name: string; reason: string }>;
}

export interface CatalogueSummary {
  forms: CatalogueOutcome;
  reports: CatalogueOutcome;
  covenants: CatalogueOutcome;
}

// Fields the database, publishing or the investments set, which say nothing about the content.
const TEMPLATE_BOOKKEEPING = ["_id", "status", "publishedAt"];
const COVENANT_BOOKKEEPING = ["_id", "statistics", "archived"];

function sameContent(stored: object, shipped: object, ignored: readonly string[]): boolean {
  const strip = (document: object) =>
    Object.fromEntries(Object.entries(document).filter(([key]) => !ignored.includes(key)));
  return isDeepStrictEqual(strip(stored), strip(shipped));
}

const outcome = (): CatalogueOutcome => ({ loaded: [], present: [], kept: [] });

export interface CatalogueRepositories {
  templates: TemplateConfigsRepository;
  covenants: CovenantConfigsRepository;
}

export function catalogueRepositories(db: Db): CatalogueRepositories {
  return {
    templates: new TemplateConfigsRepository(db),
    // Only inserts and reads by name here: the investments (whose copies a covenant change refreshes) are
    // never reached.
    covenants: new CovenantConfigsRepository(db, new MongoInvestmentsRepository(db, new ClientCatalog(db))),
  };
}

/**
 * Loads every form, then every report (whose steps' form versions must then be stored), then every covenant
 * that the database does not hold yet. An entry that is stored already is never written: `present` when it
 * is the shipped one, `kept` (with why) when an administrator has published other versions of the template,
 * has a draft of it open, or changed the covenant. What is stored is read once per kind, not per entry: the
 * demo seed runs this at every first start.
 */
export async function loadCatalogue(
  repositories: CatalogueRepositories,
  documents: CatalogueDocuments,
): Promise<CatalogueSummary> {
  const summary: CatalogueSummary = { forms: outcome(), reports: outcome(), covenants: outcome() };
  const repository = repositories.templates;
  const drafts = new Set((await repository.allDrafts()).map((draft) => draft._id));
  const forms = { repository, drafts, stored: await repository.summaries("form") };
  for (const form of documents.forms) await loadTemplate(forms, "form", form, summary.forms);

  const storedForms = new Set(
    (await repository.summaries("form")).map((form) => `${form.key}@${form.version}`),
  );
  const reports = { repository, drafts, stored: await repository.summaries("report") };
  for (const report of documents.reports) {
    const missing = report.steps
      .map((step) => step.config)
      .filter((config) => !storedForms.has(`${config.key}@${config.version}`))
      .map((config) => `${config.key} ${config.version}`);
    if (missing.length > 0)
      summary.reports.kept.push({
        name: templateName(report),
        reason: `not loaded: its forms ${[...new Set(missing)].join(", ")} are not stored`,
      });
    else await loadTemplate(reports, "report", report, summary.reports);
  }

  const covenants = await repository.covenantConfigs();
  for (const covenant of documents.covenants)
    await loadCovenant(repositories.covenants, covenants, covenant, summary.covenants);
  return summary;
}

const templateName = (document: { key: string; version: string }) => `${document.key} ${document.version}`;

async function loadTemplate(
  templates: {
    repository: TemplateConfigsRepository;
    drafts: ReadonlySet<string>;
    /** Every version of the kind stored when the kind's loading began. */
    stored: readonly PublishedSummary[];
  },
  kind: TemplateKind,
  document: FormConfigDoc | ReportConfigDoc,
  into: CatalogueOutcome,
): Promise<void> {
  const name = templateName(document);
  const stored = templates.stored.filter((version) => version.key === document.key);
  const reasons: string[] = [];
  const others = stored.filter((version) => version._id !== document._id).map((version) => version.version);
  if (others.length > 0) reasons.push(`other versions are stored (${others.sort().join(", ")})`);
  if (templates.drafts.has(draftId(kind, document.key))) reasons.push("a draft of it is open in the studio");
  const same = stored.some((version) => version._id === document._id)
    ? (await templates.repository.versionsOf(kind, document.key)).find(
        (version) => version._id === document._id,
      )
    : undefined;
  if (same && !sameContent(same, document, TEMPLATE_BOOKKEEPING))
    reasons.unshift(`version ${same.version} is stored with other content`);
  if (reasons.length > 0) {
    into.kept.push({ name, reason: `left as it is: ${reasons.join("; ")}` });
    return;
  }
  if (same) {
    into.present.push(name);
    return;
  }
  // false: another process stored this very version meanwhile, which is what this run wanted too.
  if (await templates.repository.insertPublished(kind, document as PublishedDoc)) into.loaded.push(name);
  else into.present.push(name);
}

async function loadCovenant(
  repository: CovenantConfigsRepository,
  stored: readonly CovenantConfigDoc[],
  covenant: CovenantConfigDoc,
  into: CatalogueOutcome,
): Promise<void> {
  const name = covenant.internalName;
  const found =
    stored.find((entry) => entry.internalName === name) ?? stored.find((entry) => entry._id === covenant._id);
  if (found) {
    if (sameContent(found, covenant, COVENANT_BOOKKEEPING)) into.present.push(name);
    else
      into.kept.push({
        name,
        reason:
          found.internalName === name
            ? "left as it is: changed in the covenant catalogue since"
            : `left as it is: renamed ${found.internalName} since`,
      });
    return;
  }
  await repository.insert(covenant);
  into.loaded.push(name);
}

/** The summary the command prints: counts per kind, then every entry left alone and why. */
export function describeCatalogueLoad(summary: CatalogueSummary): string {
  const kinds = [
    ["forms", summary.forms],
    ["reports", summary.reports],
    ["covenants", summary.covenants],
  ] as const;
  const lines = kinds.map(
    ([label, result]) =>
      `  ${label.padEnd(10)} ${result.loaded.length} loaded, ${result.present.length} already there, ` +
      `${result.kept.length} left as they are`,
  );
  const kept = kinds.flatMap(([label, result]) =>
    result.kept.map((entry) => `  ${label.slice(0, -1)} ${entry.name}: ${entry.reason}`),
  );
  return ["Template catalogue:", ...lines, ...(kept.length > 0 ? ["Left as they are:", ...kept] : [])].join(
    "\n",
  );
}
