// The covenant monitor's GraphQL documents and answer types, named as the API's SDL names them
// (apps/api/src/modules/covenant-monitor/schema.ts). Values and limits are stored units: hundredths, and
// hundredths of a percent for percentual covenants.
import type { ExplainNode } from "@ledgerline/formula-engine";
import type { CovenantExplanationQuery, CovenantMonitorQuery } from "../../api/generated/operations";
import type { Narrowed } from "../../api/types";

export const COVENANT_MONITOR = /* GraphQL */ `
  query covenantMonitor($language: String) {
    covenantMonitor(language: $language) {
      rows {
        investment {
          _id
          importedId
        }
        client {
          _id
          key
          name
          clientType
          region {
            _id
            name
          }
        }
        fund {
          _id
          name
        }
        covenant {
          _id
          centralCovenantId
          internalName
          name
          fieldType
          decimals
          unit
        }
        period
        report {
          configKey
          period
          status
        }
        value
        range {
          min
          max
        }
        alertThreshold
        status
        headroom
        waiver {
          _id
          waiverType
          startDate
          endDate
          replacement {
            name
            fieldType
            decimals
            unit
          }
        }
        trend {
          period
          value
        }
      }
      regions {
        _id
        name
      }
      funds {
        _id
        name
      }
    }
  }
`;

export const COVENANT_EXPLANATION = /* GraphQL */ `
  query covenantExplanation($investmentId: ID!, $covenantId: ID!, $period: Int!, $language: String) {
    covenantExplanation(
      investmentId: $investmentId
      covenantId: $covenantId
      period: $period
      language: $language
    ) {
      label
      formula
      explanation
    }
  }
`;

export type CovenantMonitor = CovenantMonitorQuery["covenantMonitor"];

/**
 * A covenant of an investment with its last tested value. period: yyyymmdd, null when the client has no data
 * for the covenant; headroom: percent of the binding limit; status: ok, alerted, breached, waived or unknown;
 * waiverType: DISABLE, REPLACE or ALTER (strings, so that a new value from the API is shown rather than refused).
 */
export type MonitorRow = CovenantMonitor["rows"][number];

export type MonitorOption = CovenantMonitor["regions"][number];

/** explanation is the engine's explanation tree (JSON in the schema), or null when nothing was computed. */
export type CovenantExplanation = Narrowed<
  CovenantExplanationQuery["covenantExplanation"],
  { explanation: ExplainNode | null }
>;
