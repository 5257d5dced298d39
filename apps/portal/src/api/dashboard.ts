// The dashboards' GraphQL documents and answer types (spec 2 §2, §7), named as the API's SDL names them
// (apps/api/src/modules/dashboard/schema.ts, clients/schema.ts).
import type { DashboardClientsQuery, DashboardQuery } from "./generated/operations";

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
        decimals
        unit
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
          decimals
          unit
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

/** The dashboard of a client or of the provider's scope. */
export type Dashboard = DashboardQuery["dashboard"];

/** One point of a chart: period YYYY-MM, label MMM YYYY; value in display units (percent, or money in the
 * dashboard's currency), null when there is no data or no rate. */
export type ChartPoint = DashChart["series"][number];

/** A chart. The legend's chartType is "bar" or "line" and typeOfValues "percentual", "numeric" or "currency"
 * today; they stay strings so that a new value from the API is drawn as the default rather than refused. */
export type DashChart = Dashboard["clientDashCharts"][number];

/** A summary tile; type ("currency", "numeric") names the unit of its value. */
export type Summary = Dashboard["clientSummaries"][number];

export type DashboardClientPage = DashboardClientsQuery["clients"];
export type DashboardClient = DashboardClientPage["results"][number];
