// The dashboards' GraphQL documents and answer types (spec 2 §2, §7), named as the API's SDL names them
// (apps/api/src/modules/dashboard/schema.ts, clients/schema.ts).
import type { PageInfo } from "./types";

export const DASHBOARD = /* GraphQL */ `
  query dashboard($clientId: ID!, $language: String, $currency: String) {
    dashboard(clientId: $clientId, language: $language, currency: $currency) {
      currency
      lastPeriod
      clientSummaries {
        id
        icon
        title
        subtitle
        value
        valueIcon
        type
      }
      clientDashCharts {
        id
        title
        series {
          period
          label
          value
        }
        legend {
          chartType
          typeOfValues
          label
        }
      }
    }
  }
`;

/** The provider dashboard's clients grid: one page of the clients in the user's scope. */
export const DASHBOARD_CLIENTS = /* GraphQL */ `
  query dashboardClients($skip: Int, $limit: Int, $filter: String) {
    clients(skip: $skip, limit: $limit, filter: $filter) {
      results {
        _id
        key
        name
        officialName
        clientType
        status
        settings {
          currency
        }
      }
      pageInfo {
        total
        limit
        offset
      }
    }
  }
`;

export interface ChartPoint {
  /** YYYY-MM */
  period: string;
  /** MMM YYYY */
  label: string;
  /** Display units (percent, or money in the dashboard's currency); null: no data or no rate. */
  value: number | null;
}

export interface DashChart {
  id: string;
  title: string;
  series: ChartPoint[];
  legend: {
    chartType: "bar" | "line" | string;
    typeOfValues: "percentual" | "numeric" | "currency" | string;
    label: string;
  };
}

export interface Summary {
  id: string;
  icon: string;
  title: string;
  subtitle: string;
  value: number | null;
  valueIcon?: string | null;
  type: "currency" | "numeric" | string;
}

export interface Dashboard {
  currency: string;
  lastPeriod: string | null;
  clientSummaries: Summary[];
  clientDashCharts: DashChart[];
}

export interface DashboardClient {
  _id: string;
  key: string;
  name: string;
  officialName: string;
  clientType: string;
  status: string;
  settings: { currency: string };
}

export interface DashboardClientPage {
  results: DashboardClient[];
  pageInfo: PageInfo;
}
