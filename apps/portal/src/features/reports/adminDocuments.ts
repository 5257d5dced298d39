// GraphQL documents of the report admin actions (spec 2 §7).
const result = "success error { code message }";

export const DELETE_REPORT_INSTANCE = /* GraphQL */ `
  mutation deleteReportInstance($instanceId: ID!, $includeForms: Boolean) {
    deleteReportInstance(instanceId: $instanceId, includeForms: $includeForms) { ${result} }
  }
`;

export const REOPEN_REPORT_INSTANCE = /* GraphQL */ `
  mutation reopenReportInstance($instanceId: ID!, $clientId: ID, $numeric: Int) {
    reopenReportInstance(instanceId: $instanceId, clientId: $clientId, numeric: $numeric) { ${result} status }
  }
`;
