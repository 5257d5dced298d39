// The covenant monitor's GraphQL documents and answer types, named as the API's SDL names them
// (apps/api/src/modules/covenant-monitor/schema.ts). Values and limits are stored units: hundredths, and
// hundredths of a percent for percentual covenants.
import type { ExplainNode } from "@ledgerline/formula-engine";

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

export type MonitorStatus = "ok" | "alerted" | "breached" | "waived" | "unknown";
export type FieldType = "currency" | "percentual" | "numeric";

export interface MonitorOption {
  _id: string;
  name: string;
}

export interface MonitorRow {
  investment: { _id: string; importedId: string };
  client: { _id: string; key: string; name: string; clientType: string; region: MonitorOption };
  fund: MonitorOption;
  covenant: { _id: string; centralCovenantId: string; internalName: string; name: string; fieldType: string };
  /** yyyymmdd; null when the client has no data for the covenant. */
  period: number | null;
  report: { configKey: string; period: string; status: string | null } | null;
  value: number | null;
  range: { min: number | null; max: number | null };
  alertThreshold: number | null;
  status: MonitorStatus | string;
  /** Percent of the binding limit. */
  headroom: number | null;
  waiver: {
    _id: string;
    waiverType: "DISABLE" | "REPLACE" | "ALTER" | string;
    startDate: number;
    endDate: number;
    replacement: { name: string; fieldType: string } | null;
  } | null;
  trend: Array<{ period: string; value: number | null }>;
}

export interface CovenantMonitor {
  rows: MonitorRow[];
  regions: MonitorOption[];
  funds: MonitorOption[];
}

export interface CovenantExplanation {
  label: string;
  formula: string;
  explanation: ExplainNode | null;
}
