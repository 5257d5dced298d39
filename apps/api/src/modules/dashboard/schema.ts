export const dashboardTypeDefs = /* GraphQL */ `
  type ChartPoint {
    "YYYY-MM"
    period: String!
    "MMM YYYY"
    label: String!
    "Display units (percentual in percent, money in the dashboard currency); null: no data or no rate."
    value: Float
  }

  type ChartLegend {
    "bar or line"
    chartType: String!
    "percentual, numeric or currency"
    typeOfValues: String!
    label: String!
    "The chart field's settings.decimals (0-2): decimals of the full numbers (tooltips, table view); null: the type's default."
    decimals: Int
    "The chart field's settings.unit (count, times, days, ...) when its values are numeric: shown after the full numbers; null: none."
    unit: String
  }

  type DashChart {
    id: String!
    title: String!
    series: [ChartPoint!]!
    legend: ChartLegend!
  }

  type Summary {
    id: String!
    icon: String!
    title: String!
    subtitle: String!
    "Display units; null when unknown."
    value: Float
    valueIcon: String
    "currency or numeric"
    type: String!
    "The summarised field's settings.decimals (0-2): decimals of the value; null: the type's default."
    decimals: Int
    "The summarised field's settings.unit (count, times, days, ...) when its value is numeric: shown after the value; null: none."
    unit: String
  }

  type Dashboard {
    "The currency of money values."
    currency: String!
    "YYYY-MM of the newest data, null without data."
    lastPeriod: String
    clientSummaries: [Summary!]!
    "Key ratios and balances over the last 12 periods; empty for AGRO clients (spec 2 §2)."
    clientDashCharts: [DashChart!]!
  }

  extend type Query {
    dashboard(clientId: ID!, language: String, currency: String): Dashboard!
  }
`;
