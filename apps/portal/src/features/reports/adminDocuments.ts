// GraphQL documents of the report administration: the admin list and its row actions (spec 2 §7, spec 3 §7).
import { reportFields } from "../../api/documents";
import { ERROR_FIELDS } from "../../api/errorFields";

const result = `success ${ERROR_FIELDS}`;

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

export const ADMIN_REPORTS = /* GraphQL */ `
  query adminReports($language: String, $skip: Int, $limit: Int, $filter: String, $sort: [SortInput!]) {
    adminReports(language: $language, skip: $skip, limit: $limit, filter: $filter, sort: $sort) {
      results { ${reportFields} }
      pageInfo { total limit offset }
    }
  }
`;

export const REMIND_REPORT = /* GraphQL */ `
  mutation remindReport($instanceId: ID!) {
    remindReport(instanceId: $instanceId) { ${result} sent }
  }
`;
