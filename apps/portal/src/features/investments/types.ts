// Shapes of the investment answers the portal reads (spec 3 §3), named and typed as the API's SDL names them
// (apps/api/src/modules/investments/schema.ts). Covenant limits are stored units (hundredths; percentual:
// hundredths of a percent), dates YYYYMMDD numbers, months YYYYMM.
import type {
  CovenantListQuery,
  InvestmentQuery,
  InvestmentsPagedQuery,
  UpdateInvestmentPeriodicityMutation,
  WaiverInput as GeneratedWaiverInput,
} from "../../api/generated/operations";
import type { Narrowed } from "../../api/types";
import type { Waiver } from "@ledgerline/schemas";
import type { REPORTING_PERIODICITIES } from "@ledgerline/schemas/coded-values";

export type ClientTypeParam = "mfi" | "agro";
export type InvestmentState = "open" | "closed";
/** The schema's waiver types (DISABLE, REPLACE, ALTER). */
export type WaiverType = Waiver["waiverType"];
export type Periodicity = (typeof REPORTING_PERIODICITIES)[number];

type InvestmentAnswer = NonNullable<InvestmentQuery["investment"]>;
type CovenantAnswer = InvestmentAnswer["covenants"][number];

export type CovenantRange = CovenantAnswer["range"];
/** archived: YYYYMMDD from which it can no longer be chosen, null while active; fieldType: currency,
 * percentual or numeric. */
export type CentralCovenantRef = CovenantAnswer["centralCovenantId"];

/** A waiver; waiverType is DISABLE, REPLACE or ALTER (String in the schema; hasWaiverType compares it). */
export type InvestmentWaiver = CovenantAnswer["waivers"][number];

export type InvestmentCovenant = CovenantAnswer;

export type InvestmentFlags = InvestmentAnswer["flags"];
export type InvestmentManagerRef = InvestmentAnswer["investmentManagers"][number];

export type InvestmentPage = InvestmentsPagedQuery["investmentsPaged"];
/** A row of the investments grid. */
export type InvestmentRow = InvestmentPage["results"][number];

/** An investment with its covenants, as the detail shows it. */
export type Investment = InvestmentAnswer;

export type CovenantOption = CovenantListQuery["covenantList"][number];

export type InvestmentResult = UpdateInvestmentPeriodicityMutation["updateInvestmentPeriodicity"];

/** What updateCovenant sends (stored units). */
export type { InvestmentCovenantInput } from "../../api/generated/operations";

/** What createWaiver / updateWaiver send (stored units), with the waiver types the API accepts. */
export type WaiverInput = Narrowed<GeneratedWaiverInput, { waiverType: WaiverType }>;
