import { createRequire } from "node:module";
import { buildSchema, parse } from "graphql";
import type { GraphQLError } from "graphql";
import type * as GraphQL from "graphql";
import { describe, expect, it } from "vitest";
import * as portalCore from "../../../portal/src/api/documents";
import { DASHBOARD, DASHBOARD_CLIENTS } from "../../../portal/src/api/dashboard";
import * as portalForms from "../../../portal/src/api/formData";
import * as portalAdminClients from "../../../portal/src/features/admin-clients/documents";
import * as portalAdminUsers from "../../../portal/src/features/admin-users/documents";
import * as portalAudits from "../../../portal/src/features/audits/documents";
import * as portalCentralCovenants from "../../../portal/src/features/central-covenants/documents";
import * as portalClients from "../../../portal/src/features/clients/documents";
import { COVENANT_EXPLANATION, COVENANT_MONITOR } from "../../../portal/src/features/covenant-monitor/api";
import * as portalExchangeRates from "../../../portal/src/features/exchange-rates/documents";
import * as portalInvestments from "../../../portal/src/features/investments/documents";
import * as portalWizard from "../../../portal/src/features/wizard/documents";
import { schemaSource } from "../app";
import {
  EXPENSIVE_FIELDS,
  MAX_PAGE_SIZE,
  MAX_QUERY_COST,
  QUERY_TOO_COMPLEX,
  QUERY_TOO_EXPENSIVE,
  queryCost,
  queryCostRule,
} from "./query-cost";
import type { PricingOptions } from "./query-cost";

const { FINANCE_QUERY } = portalForms;
const { COVENANT_CHECKS, WIZARD_WITH_NOTES } = portalWizard;

const schema = buildSchema(schemaSource());

// Mercurius requires graphql's CommonJS build, while this file (under Vitest) imports its ES build: two sets of
// classes. The rules are run as the API runs them, by the CommonJS build, on a schema it built.
const commonJs = createRequire(import.meta.url)("graphql") as typeof GraphQL;
const mercuriusSchema = commonJs.buildSchema(schemaSource());

/**
 * The cost rule's refusals, run as the API runs it: after GraphQL's own rules (no variables: the worst case).
 * Whether a document matches the schema is not this file's business: only the two codes of the rule are kept.
 */
function refusals(document: string, options: PricingOptions = {}): readonly GraphQLError[] {
  return commonJs
    .validate(mercuriusSchema, commonJs.parse(document), [...commonJs.specifiedRules, queryCostRule(options)])
    .filter((error) => [QUERY_TOO_EXPENSIVE, QUERY_TOO_COMPLEX].includes(String(error.extensions.code)));
}

function costOf(document: string, options: PricingOptions = {}): number {
  const prices = [...queryCost(schema, parse(document), options).values()];
  expect(prices).toHaveLength(1);
  return prices[0]!.cost;
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join("\n");

const WIZARD_CALL = `wizard(clientId: "andes", reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: "2025-03") { _id status }`;
const range = (count: number) =>
  Array.from({ length: count }, (_, i) => 202001 + 100 * Math.floor(i / 12) + (i % 12));

describe("the weights", () => {
  it("name root fields of the schema, and the list arguments they scale with", () => {
    for (const [coordinate, weight] of Object.entries(EXPENSIVE_FIELDS)) {
      const [typeName, fieldName] = coordinate.split(".") as [string, string];
      const type = typeName === "Query" ? schema.getQueryType() : schema.getMutationType();
      const field = type?.getFields()[fieldName];
      expect(field, coordinate).toBeDefined();
      if ("per" in weight)
        expect(field!.args.map((argument) => argument.name)).toContain(weight.per.argument);
      expect(weight.cost).toBeGreaterThan(0);
      expect(weight.max).toBeGreaterThanOrEqual(1);
      // One call with a modest selection fits the budget: every listed field can be asked at all.
      expect(weight.cost + ("per" in weight ? weight.per.units * weight.per.most : 0)).toBeLessThan(
        MAX_QUERY_COST - 1000,
      );
    }
  });
});

describe("queryCost", () => {
  it("counts 1 a field, a database read a root field, and what an expensive one weighs", () => {
    expect(costOf(`{ version }`)).toBe(50);
    expect(costOf(`{ whoAmI { _id person { fullName } } }`)).toBe(50 + 3);
    expect(costOf(`{ ${WIZARD_CALL} }`)).toBe(EXPENSIVE_FIELDS["Query.wizard"].cost + 2);
    expect(costOf(`{ __typename }`)).toBe(1);
  });

  it("multiplies a page's rows by its limit: literal, variable at the largest page, or the SDL default", () => {
    const page = (limit: string) =>
      `query ($l: Int) { users(limit: ${limit}) { results { _id fullName } pageInfo { total } } }`;
    // users, then results and each row's two fields, then pageInfo and total.
    const cost = (rows: number) => 50 + (1 + rows * 2) + 2;
    expect(costOf(page("10"))).toBe(cost(10));
    expect(costOf(page("100000"))).toBe(cost(MAX_PAGE_SIZE));
    expect(costOf(page("$l"))).toBe(cost(MAX_PAGE_SIZE));
    expect(costOf(page("$l"), { variables: { l: 5 } })).toBe(cost(5));
    expect(costOf(`{ users { results { _id } } }`)).toBe(50 + 1 + 25);
  });

  it("scales financeQuery by its periods, literal or (given the variables) variable, else the most it takes", () => {
    const base = EXPENSIVE_FIELDS["Query.financeQuery"].cost;
    const perPeriod = EXPENSIVE_FIELDS["Query.financeQuery"].per.units;
    const literal = (count: number) =>
      `{ financeQuery(formConfigId: "balanceSheet", clientId: "c", range: [${range(count).join(", ")}]) { _id status } }`;
    expect(costOf(literal(3))).toBe(base + 3 * perPeriod + 3 * 2);
    expect(costOf(literal(36))).toBe(base + 36 * perPeriod + 36 * 2);
    expect(costOf(literal(40)), "the resolver refuses more than 36: priced at 36").toBe(
      base + 36 * perPeriod + 36 * 2,
    );
    const variable = `query ($r: [Int!]!) { financeQuery(formConfigId: "balanceSheet", clientId: "c", range: $r) { _id status } }`;
    expect(costOf(variable)).toBe(base + 36 * perPeriod + 36 * 2);
    expect(costOf(variable, { variables: { r: range(13) } })).toBe(base + 13 * perPeriod + 13 * 2);
  });

  it("expands fragments and inline fragments, and counts aliases", () => {
    const spread = `{ ...W ...W ... on Query { again: ${WIZARD_CALL} } } fragment W on Query { ${WIZARD_CALL} }`;
    const [price] = queryCost(schema, parse(spread)).values();
    expect(price!.calls.get("Query.wizard")).toBe(3);
    expect(price!.cost).toBe(3 * (EXPENSIVE_FIELDS["Query.wizard"].cost + 2));
  });

  it("prices a fragment bomb without expanding it, and stays a number", () => {
    const levels = 60;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Query { ${i === levels - 1 ? "version" : `...F${i + 1} ...F${i + 1}`} }`,
    ).join("\n");
    const [price] = queryCost(schema, parse(`{ ...F0 } ${fragments}`)).values();
    expect(price!.cost).toBe(Number.MAX_SAFE_INTEGER);
    expect(price!.fields).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("counts the fields of the document, fragments expanded, rows not multiplied", () => {
    const [price] = queryCost(
      schema,
      parse(
        `{ users(limit: 50) { results { ...U } } again: users { results { ...U } } } fragment U on User { _id email }`,
      ),
    ).values();
    expect(price!.fields).toBe(2 * (1 + 1 + 2));
  });

  it("prices each operation of a document on its own", () => {
    const prices = queryCost(schema, parse(`query a { version } query b { ${WIZARD_CALL} }`));
    expect(prices.get("a")!.cost).toBe(50);
    expect(prices.get("b")!.calls.get("Query.wizard")).toBe(1);
  });
});

describe("queryCostRule", () => {
  it("refuses more than 1,500 fields with one QUERY_TOO_COMPLEX, and says nothing of their cost", () => {
    const errors = refusals(`{ ${aliases(1600, "version")} }`);
    expect(errors.map((error) => [error.message, error.extensions])).toEqual([
      ["The query selects more than 1500 fields; ask for less at a time", { code: QUERY_TOO_COMPLEX }],
    ]);
    const bomb = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    const deep = refusals(`{ ...F0 } ${bomb.join(" ")} fragment F30 on Query { version }`);
    expect(deep.map((error) => error.extensions.code)).toEqual([QUERY_TOO_COMPLEX]);
    expect(refusals(`{ ${aliases(150, "version")} }`)).toEqual([]);
  });

  it("refuses 150 wizards in one error: the cost, the limit, the wizard's cap, and to ask for less", () => {
    const errors = refusals(`{ ${aliases(150, WIZARD_CALL)} }`);
    expect(errors).toHaveLength(1);
    const expected = 150 * (EXPENSIVE_FIELDS["Query.wizard"].cost + 2);
    expect(errors[0]!.message).toBe(
      `This request costs ${expected.toLocaleString("en-US")}, more than the 10,000 one request may cost, ` +
        "and asks for wizard 150 times (at most 3 in one request): " +
        "ask for less at a time (fewer fields or aliases, smaller pages, fewer periods)",
    );
    expect(errors[0]!.extensions).toEqual({
      code: QUERY_TOO_EXPENSIVE,
      cost: expected,
      limit: MAX_QUERY_COST,
      fields: [{ field: "wizard", count: 150, max: 3 }],
    });
  });

  it("takes 3 wizards in one request, and refuses a fourth by its cap alone, with its own message", () => {
    expect(refusals(`{ ${aliases(3, WIZARD_CALL)} }`)).toEqual([]);
    const errors = refusals(`{ ${aliases(4, WIZARD_CALL)} }`);
    expect(errors.map((error) => error.message)).toEqual([
      "This request asks for wizard 4 times (at most 3 in one request): ask for less at a time (the others in further requests)",
    ]);
    expect(errors[0]!.extensions.cost).toBeLessThan(MAX_QUERY_COST);
  });

  it("refuses a request over the budget without any expensive field, saying its cost", () => {
    // 12 pages of 100 users, 9 fields a row: cheap fields, a big answer.
    const page =
      "users(limit: 100) { results { _id firstName lastName fullName email language status roles created } }";
    const errors = refusals(`{ ${aliases(12, page)} }`);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(
      /^This request costs 11,412, more than the 10,000 one request may cost: ask for less at a time/,
    );
    expect(errors[0]!.extensions).toEqual({ code: QUERY_TOO_EXPENSIVE, cost: 11_412, limit: MAX_QUERY_COST });
  });

  it("refuses 40 financeQuery over 36 periods, literal or variable", () => {
    const call = (r: string) =>
      `financeQuery(formConfigId: "balanceSheet", clientId: "c", range: ${r}) { _id values }`;
    for (const document of [
      `{ ${aliases(40, call(`[${range(36).join(",")}]`))} }`,
      `query ($r: [Int!]!) { ${aliases(40, call("$r"))} }`,
    ]) {
      const [error, ...more] = refusals(document);
      expect(more).toEqual([]);
      expect(error!.extensions.cost).toBeGreaterThan(40 * 36 * 50);
      expect(error!.extensions.fields).toEqual([{ field: "financeQuery", count: 40, max: 3 }]);
    }
  });

  it("refuses a wizard hidden in fragments as surely as one in plain sight", () => {
    const errors = refusals(
      `{ ...A ...A } fragment A on Query { ...B ...B } fragment B on Query { ${WIZARD_CALL} }`,
    );
    expect(errors.map((error) => error.extensions.fields)).toEqual([[{ field: "wizard", count: 4, max: 3 }]]);
  });

  it("refuses two portfolio-wide fields in one request", () => {
    const errors = refusals(
      `{ covenantMonitor { rows { value } } templateImpact(key: "balanceSheet") { clientsChecked } }`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.extensions.cost).toBeGreaterThan(MAX_QUERY_COST);
  });
});

// The documents the portal sends, imported from its sources, so that a heavier page shows up here. The
// studio's are written inside its API functions, so they are copied (with the file each comes from).
const STUDIO = {
  // apps/config-studio/src/editor/publish/templateApi.ts
  StudioTemplateImpact: `query StudioTemplateImpact($key: String!) { templateImpact(key: $key) { clientsChecked clients { clientId clientName reportId period values { field label before after } validations { field label before after } covenants { field label before after } } } }`,
  StudioCheckTemplate: `query StudioCheckTemplate($kind: String!, $config: JSON!) { checkTemplate(kind: $kind, config: $config) { ok problems { path message code severity line column offset length } } }`,
  StudioPublishTemplate: `mutation StudioPublishTemplate($kind: String!, $key: String!, $revision: Int!) { publishTemplate(kind: $kind, key: $key, revision: $revision) { success error { code message fields { field message } } problems { path message code severity line column offset length } document { kind key status version config revision updatedBy { _id fullName } updatedAt } } }`,
  // apps/config-studio/src/editor/preview/PreviewPanel.tsx
  StudioPreviewData: `query StudioPreviewData($clientId: ID!, $numeric: Int!) { studioPreviewData(clientId: $clientId, numeric: $numeric) { clientId clientName clientType currency reportingScale financialPeriods formData } }`,
  // apps/config-studio/src/editor/preview/ClientPicker.tsx
  StudioPreviewClients: `query StudioPreviewClients($filter: String, $clientType: String, $limit: Int) { clients(filter: $filter, clientType: $clientType, limit: $limit) { results { _id name clientType } } }`,
  // apps/config-studio/src/api/publishedTemplates.ts
  StudioPublishedTemplates: `query StudioPublishedTemplates($kind: String!) { publishedTemplates(kind: $kind) }`,
  // apps/config-studio/src/editor/editorApi.ts
  FormEditorFieldUsages: `query FormEditorFieldUsages($formKey: String!, $field: String!) { templateFieldUsages(formKey: $formKey, field: $field) { kind where formula } }`,
};

const PORTAL_MODULES = {
  portalCore,
  portalForms,
  portalWizard,
  portalInvestments,
  portalAdminClients,
  portalAdminUsers,
  portalAudits,
  portalCentralCovenants,
  portalClients,
  portalExchangeRates,
};

const isDocument = (value: unknown): value is string =>
  typeof value === "string" && /^\s*(query|mutation)\b/.test(value);

describe("the documents the portal and the studio send", () => {
  it.each([
    ["the wizard with its notes (the wizard page)", WIZARD_WITH_NOTES],
    ["the client dashboard", DASHBOARD],
    ["the provider dashboard's clients grid (a page of 100 at worst)", DASHBOARD_CLIENTS],
    ["the finance query over the most periods the API takes (36)", FINANCE_QUERY],
    ["the covenant checks of a report", COVENANT_CHECKS],
    ["the covenant monitor, the whole portfolio", COVENANT_MONITOR],
    ["a covenant's explanation", COVENANT_EXPLANATION],
    ["the report list (a page of 100 at worst)", portalCore.REPORTS],
    ["the investments grid (a page of 100 at worst)", portalInvestments.INVESTMENTS_PAGED],
    ...Object.entries(STUDIO).map(
      ([name, document]) => [`the studio's ${name}`, document] as [string, string],
    ),
  ])("takes %s", (_name, document) => {
    expect(refusals(document)).toEqual([]);
  });

  it("takes the finance query at 13 and at 36 periods when the variables are known too", () => {
    const variables = (count: number) => ({
      formConfigId: "balanceSheet",
      clientId: "c",
      range: range(count),
      periodType: "f",
    });
    expect(refusals(FINANCE_QUERY, { variables: variables(13) })).toEqual([]);
    expect(refusals(FINANCE_QUERY, { variables: variables(36) })).toEqual([]);
    expect(costOf(FINANCE_QUERY, { variables: variables(13) })).toBeLessThan(costOf(FINANCE_QUERY));
    expect(costOf(FINANCE_QUERY, { variables: variables(36) }), "36 is the worst case").toBe(
      costOf(FINANCE_QUERY),
    );
  });

  it("takes every document of the portal's document modules", () => {
    const documents = Object.entries(PORTAL_MODULES).flatMap(([module, exports]) =>
      Object.entries(exports).flatMap(([name, value]) =>
        isDocument(value) ? [[`${module}.${name}`, value]] : [],
      ),
    );
    expect(documents.length).toBeGreaterThan(50);
    for (const [name, document] of documents) expect(refusals(document!), name).toEqual([]);
  });

  it("leave room: the heaviest (the covenant monitor) stays under the budget by more than the wizard", () => {
    const heaviest = Math.max(
      ...Object.values(PORTAL_MODULES).flatMap((exports) =>
        Object.values(exports)
          .filter(isDocument)
          .map((document) => costOf(document)),
      ),
      costOf(COVENANT_MONITOR),
      ...Object.values(STUDIO).map((document) => costOf(document)),
    );
    expect(heaviest).toBe(costOf(COVENANT_MONITOR));
    expect(MAX_QUERY_COST - heaviest).toBeGreaterThan(costOf(WIZARD_WITH_NOTES));
  });
});
