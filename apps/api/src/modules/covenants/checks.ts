// A report's covenant tests: the client's investments tested at the report's period end, each covenant under
// the waiver in effect then, on the figures stored for the period (and the history its formulas read). Used
// by the covenantChecks query and by the workflow, which writes the summary into the audit entry of a submit,
// approval or rejection.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "mongodb";
import type { ClientDoc } from "../../model/clients";
import { formsForClient, historyStart, withEngine } from "../reports/engine";
import type { ReportInstanceDoc } from "../reports/model";
import { formulasNeeded, isTestedAt, summarizeTests, summaryText, testInvestments } from "./evaluate";
import type { InvestmentCovenantTest } from "./evaluate";
import { CovenantRepository } from "./repository";
import type { InvestmentsRepository } from "../investments/repository";
import type { ReportingRepository } from "../reports/repository";

/** What a report's covenant tests read: the investments, the central formulas and the reporting data. */
export interface CovenantSources {
  db: Db;
  investments: InvestmentsRepository;
  reporting: ReportingRepository;
}

export async function reportCovenantTests(
  sources: CovenantSources,
  client: ClientDoc,
  report: Pick<ReportInstanceDoc, "context" | "versions">,
  overrides: Readonly<Record<string, unknown>> = {},
): Promise<InvestmentCovenantTest[]> {
  const periodEnd = report.context.numeric;
  const covenants = new CovenantRepository(sources.db, sources.investments);
  const investments = (await covenants.investmentsOfClient(client._id)).filter(
    (investment) => investment.covenants.length > 0 && isTestedAt(investment, periodEnd),
  );
  // Nothing to test (no investment disbursed and not ended at the period): no figures to read.
  if (investments.length === 0) return [];
  const { reporting } = sources;
  const [formulas, documents, templates] = await Promise.all([
    covenants.formulasByIds(formulasNeeded(investments, periodEnd)),
    reporting.formDataRange(client, historyStart(periodEnd), periodEnd),
    reporting.templates(),
  ]);
  return withEngine(formsForClient(templates, client, report.versions ?? {}), client, documents, (engine) =>
    testInvestments(investments, { engine, formulas, periodEnd, overrides }),
  );
}

/**
 * "covenants: 5 tested, 1 breached, 1 alerted" for the report's audit entry. A failure to test is said in the
 * entry instead: the state change it describes has happened and must be audited anyway.
 */
export async function covenantAuditText(
  sources: CovenantSources,
  log: Pick<FastifyBaseLogger, "error">,
  report: Pick<ReportInstanceDoc, "client" | "context" | "versions">,
): Promise<string> {
  try {
    const [client] = await sources.reporting.clientsByIds([report.client._id]);
    if (!client) return "covenants: not tested (no client)";
    return `covenants: ${summaryText(summarizeTests(await reportCovenantTests(sources, client, report)))}`;
  } catch (error) {
    log.error({ err: error, clientId: report.client._id }, "covenant tests failed");
    return `covenants: not tested (${error instanceof Error ? error.message : String(error)})`;
  }
}
