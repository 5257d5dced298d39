// Shapes of the investment answers the portal reads (spec 3 §3), named and typed as the API's SDL names them
// (apps/api/src/modules/investments/schema.ts). Covenant limits are stored units (hundredths; percentual:
// hundredths of a percent), dates YYYYMMDD numbers, months YYYYMM.
import type {
  CovenantListQuery,
  CreateCovenantMutation,
  CreateWaiverMutation,
  InvestmentQuery,
  InvestmentsPagedQuery,
  UpdateInvestmentPeriodicityMutation,
  WaiverInput as GeneratedWaiverInput,
} from "../../api/generated/operations";
import type { Narrowed } from "../../api/types";
import type { Waiver } from "@ledgerline/schemas";

export type ClientTypeParam = "mfi" | "agro";
export type InvestmentState = "open" | "closed";
/** The schema's waiver types (DISABLE, REPLACE, ALTER). */
export type WaiverType = Waiver["waiverType"];
export type Periodicity = "monthly" | "quarterly" | "not required";

type InvestmentAnswer = NonNullable<InvestmentQuery["investment"]>;
type CovenantAnswer = InvestmentAnswer["covenants"][number];

export type CovenantRange = CovenantAnswer["range"];
/** archived: YYYYMMDD from which it can no longer be chosen, null while active; fieldType: currency,
 * percentual or numeric. */
export type CentralCovenantRef = CovenantAnswer["centralCovenantId"];

/** A waiver; the API's waiverType is one of the three (String in the schema). */
export type InvestmentWaiver = Narrowed<CovenantAnswer["waivers"][number], { waiverType: WaiverType }>;

export type InvestmentCovenant = Narrowed<
  CovenantAnswer,
  { waivers: InvestmentWaiver[]; waiverInEffect: InvestmentWaiver | null }
>;

export type InvestmentFlags = InvestmentAnswer["flags"];
export type InvestmentManagerRef = InvestmentAnswer["investmentManagers"][number];

export type InvestmentPage = InvestmentsPagedQuery["investmentsPaged"];
/** A row of the investments grid. */
export type InvestmentRow = InvestmentPage["results"][number];

/** An investment with its covenants, as the detail shows it. */
export type Investment = Narrowed<InvestmentAnswer, { covenants: InvestmentCovenant[] }>;

export type CovenantOption = CovenantListQuery["covenantList"][number];

export type InvestmentResult = Narrowed<
  UpdateInvestmentPeriodicityMutation["updateInvestmentPeriodicity"],
  { investment: Investment | null }
>;

/** What the covenant mutations answer (the same fields for create, update and delete). */
export type CovenantsResult = Narrowed<
  CreateCovenantMutation["createCovenant"],
  { covenants: InvestmentCovenant[]; covenant: InvestmentCovenant | null }
>;

/** What the waiver mutations answer (the same fields for create, update and delete). */
export type WaiversResult = Narrowed<
  CreateWaiverMutation["createWaiver"],
  { waivers: InvestmentWaiver[]; waiver: InvestmentWaiver | null }
>;

/** What updateCovenant sends (stored units). */
export type { InvestmentCovenantInput } from "../../api/generated/operations";

/** What createWaiver / updateWaiver send (stored units), with the waiver types the API accepts. */
export type WaiverInput = Narrowed<GeneratedWaiverInput, { waiverType: WaiverType }>;
