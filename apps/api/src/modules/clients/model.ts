// The client documents live in src/model/clients.ts; the reporting module, the covenant monitor and the
// financial periods still name them here.
export type { ClientDoc, FinancialPeriodDoc } from "../../model/clients";
