import { catalogue } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { gql, login, seedUser } from "../../../test/fixtures";
import type { FormConfigDoc } from "../reports/model";
import type { PublishedDoc } from "../template-configs/repository";
import { catalogueRepositories, describeCatalogueLoad, loadCatalogue, shippedCatalogue } from "./catalogue";

const PUBLISHED_AT = "2026-01-01T00:00:00.000Z";

async function storedCounts(database: ReturnType<typeof useTestDatabase>) {
  const db = database.db();
  return {
    forms: await db.collection("formConfigs").countDocuments(),
    reports: await db.collection("reportConfigs").countDocuments(),
    covenants: await db.collection("covenantConfigs").countDocuments(),
  };
}

describe("loading the shipped catalogue into an empty production database", () => {
  const database = useTestDatabase("catalogue");
  const app = useTestApp(database);

  it("loads every form, report and covenant, which an administrator then sees in the studio", async () => {
    const summary = await loadCatalogue(catalogueRepositories(database.db()), shippedCatalogue(PUBLISHED_AT));
    expect(summary.forms.loaded).toHaveLength(19);
    expect(summary.reports.loaded).toHaveLength(4);
    expect(summary.covenants.loaded).toHaveLength(22);
    expect(await storedCounts(database)).toEqual({ forms: 19, reports: 4, covenants: 22 });

    const admin = await seedUser(database.db(), "admin@investor.test", ["investor-admin"]);
    const token = await login(app(), admin.email, admin.password);
    const answer = await gql(
      app(),
      '{ forms: templates(kind: "form") { key } reports: templates(kind: "report") { key } }',
      {},
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.forms.map((form: { key: string }) => form.key).sort()).toEqual(
      catalogue.forms.map((form) => form.key).sort(),
    );
    expect(answer.data?.reports).toHaveLength(4);
  });

  it("changes nothing when run again, and says so", async () => {
    const before = await database.db().collection("formConfigs").find().sort({ _id: 1 }).toArray();
    const summary = await loadCatalogue(
      catalogueRepositories(database.db()),
      shippedCatalogue("2027-06-01T00:00:00.000Z"),
    );
    expect([summary.forms.loaded, summary.reports.loaded, summary.covenants.loaded]).toEqual([[], [], []]);
    expect([
      summary.forms.present.length,
      summary.reports.present.length,
      summary.covenants.present.length,
    ]).toEqual([19, 4, 22]);
    expect(await database.db().collection("formConfigs").find().sort({ _id: 1 }).toArray()).toEqual(before);
    expect(describeCatalogueLoad(summary)).toContain(
      "forms      0 loaded, 19 already there, 0 left as they are",
    );
  });
});

describe("loading the catalogue where administrators have worked since", () => {
  const database = useTestDatabase("catalogue_changed");

  it("leaves their versions, drafts and covenant changes as they are, and tells which", async () => {
    const repositories = catalogueRepositories(database.db());
    await loadCatalogue(repositories, shippedCatalogue(PUBLISHED_AT));
    const staff = (await repositories.templates.versionsOf("form", "staff"))[0]!;
    await repositories.templates.insertPublished("form", {
      ...staff,
      _id: "staff-1.1.0",
      version: "1.1.0",
    } as PublishedDoc);
    const [covenant] = catalogue.covenants;
    const stored = (await repositories.covenants.byInternalName(covenant!.internalName))!;
    await repositories.covenants.replace({ ...stored, formula: "1", alertThreshold: 99 });
    const by = { _id: "admin", fullName: "An Admin" };
    await repositories.templates.writeDraft({
      _id: "form:identification",
      kind: "form",
      key: "identification",
      config: { key: "identification" },
      revision: 1,
      baseVersion: "1.0.0",
      createdBy: by,
      updatedBy: by,
      updatedAt: PUBLISHED_AT,
    });
    // A template of the administrator's own under a catalogue key, published before the catalogue was loaded.
    await database.db().collection("formConfigs").deleteMany({ key: "governance" });
    const governance = shippedCatalogue(PUBLISHED_AT).forms.find((form) => form.key === "governance")!;
    const own: FormConfigDoc = { ...governance, name: { en: "Our governance" } } as FormConfigDoc;
    await repositories.templates.insertPublished("form", own as PublishedDoc);

    const summary = await loadCatalogue(repositories, shippedCatalogue(PUBLISHED_AT));

    expect(summary.forms.loaded).toEqual([]);
    expect(summary.forms.kept.map((entry) => entry.name).sort()).toEqual([
      "governance 1.0.0",
      "identification 1.0.0",
      "staff 1.0.0",
    ]);
    expect(summary.forms.kept.find((entry) => entry.name === "governance 1.0.0")?.reason).toBe(
      "left as it is: version 1.0.0 is stored with other content",
    );
    expect(summary.forms.kept.find((entry) => entry.name === "identification 1.0.0")?.reason).toBe(
      "left as it is: a draft of it is open in the studio",
    );
    expect(summary.forms.kept.find((entry) => entry.name === "staff 1.0.0")?.reason).toContain(
      "other versions are stored (1.1.0)",
    );
    expect(summary.covenants.kept).toEqual([
      { name: covenant!.internalName, reason: "left as it is: changed in the covenant catalogue since" },
    ]);
    expect((await repositories.covenants.byInternalName(covenant!.internalName))?.formula).toBe("1");
    expect((await repositories.templates.versionsOf("form", "governance")).map((form) => form.name)).toEqual([
      { en: "Our governance" },
    ]);
    expect(describeCatalogueLoad(summary)).toMatch(/form staff 1\.0\.0: left as it is: other versions/);
  });

  it("does not load a report whose forms are not stored", async () => {
    const fresh = shippedCatalogue(PUBLISHED_AT);
    const db = database.db();
    await db.dropDatabase();
    const summary = await loadCatalogue(catalogueRepositories(db), {
      forms: fresh.forms.filter((form) => form.key !== "staff"),
      reports: fresh.reports,
      covenants: [],
    });
    const needingStaff = fresh.reports.filter((report) =>
      report.steps.some((step) => step.config.key === "staff"),
    );
    expect(needingStaff.length).toBeGreaterThan(0);
    expect(summary.reports.kept.map((entry) => entry.name)).toEqual(
      needingStaff.map((report) => `${report.key} ${report.version}`),
    );
    expect(await db.collection("reportConfigs").countDocuments()).toBe(
      fresh.reports.length - needingStaff.length,
    );
  });
});
