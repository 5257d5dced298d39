// The GraphQL operations of spec 1 §7, named as the spec names them. Keep every document the portal sends
// here, so that a change in the API's SDL is one edit.
import { ERROR_FIELDS } from "./errorFields";

const mutationResult = `success ${ERROR_FIELDS}`;

const translated = "name { en fr es pt ru }";

export const WHO_AM_I = /* GraphQL */ `
  query whoAmI {
    whoAmI {
      _id
      person {
        _id
        firstName
        lastName
        fullName
        email
        language
      }
      roles
      permissions {
        context
        action
        value
      }
      context {
        level
        providerKey
        isProvider
        isClient
        isAdmin
        defaultClient
      }
      clientKey
      clients {
        _id
        key
        name
        clientType
        status
      }
      regions {
        _id
        region
      }
      home
      language
    }
  }
`;

export const ESSENTIALS = /* GraphQL */ `
  query essentials {
    essentials {
      reportConfigs { _id key ${translated} category clientTypes }
      categorisedForms { category forms { _id key ${translated} clientTypes } }
      formConfigs { _id key ${translated} category clientTypes translations { key value { en fr es pt ru } } }
    }
  }
`;

export const UPDATE_LANGUAGE = /* GraphQL */ `
  mutation updateLanguage($language: String!) {
    updateLanguage(language: $language) { ${mutationResult} }
  }
`;

export const CLIENT = /* GraphQL */ `
  query client($key: String) {
    client(key: $key) {
      _id
      key
      name
      status
      clientType
      settings {
        currency
      }
      contacts {
        name
        role
        email
      }
    }
  }
`;

export const CLIENT_SEARCH = /* GraphQL */ `
  query clientSearch($filter: String, $limit: Int) {
    clients(filter: $filter, skip: 0, limit: $limit) {
      results {
        _id
        key
        name
        status
        clientType
      }
    }
  }
`;

export const INVITATION = /* GraphQL */ `
  query invitation($inviteToken: String!, $verifyToken: String) {
    invitedUser(inviteToken: $inviteToken, verifyToken: $verifyToken) {
      _id
      fullName
      email
      language
      invitation {
        expirationDate
        fulfilled
      }
    }
  }
`;

export const VALIDATION = /* GraphQL */ `
  query validation($inviteToken: String!, $verifyToken: String!) {
    validateToken(inviteToken: $inviteToken, verifyToken: $verifyToken) { ${mutationResult} }
  }
`;

export const UNREGISTERED_USER = /* GraphQL */ `
  query unregisteredUser($userId: ID!, $inviteToken: String!, $verifyToken: String!) {
    unregisteredUser(userId: $userId, inviteToken: $inviteToken, verifyToken: $verifyToken) {
      _id
      firstName
      lastName
      email
      language
      address {
        country
        countryName
        state
        city
        postalcode
        street
        nr
        box
        additional
      }
      communication {
        type
        value
      }
    }
    countries {
      _id
      name
    }
  }
`;

export const CREATE_VALIDATION_TOKEN = /* GraphQL */ `
  mutation createValidationToken($invitation: String!) {
    createValidationToken(invitation: $invitation) { ${mutationResult} expiresAt }
  }
`;

export const UPDATE_USER_FROM_REGISTRATION = /* GraphQL */ `
  mutation updateUserFromRegistration($userId: ID!, $inviteToken: String!, $verifyToken: String!, $user: RegistrationInput!) {
    updateUserFromRegistration(userId: $userId, inviteToken: $inviteToken, verifyToken: $verifyToken, user: $user) { ${mutationResult} }
  }
`;

export const UPDATE_DECLINE_REASON = /* GraphQL */ `
  mutation updateDeclineReason($inviteId: String!, $bounceReason: String) {
    updateDeclineReason(inviteId: $inviteId, bounceReason: $bounceReason) { ${mutationResult} }
  }
`;

export const PROCESS_EMAIL_FOR_RESET = /* GraphQL */ `
  mutation processEmailForReset($userEmail: String!) {
    processEmailForReset(userEmail: $userEmail) { ${mutationResult} }
  }
`;

export const PROCESS_TOKEN_FOR_RESET = /* GraphQL */ `
  mutation processTokenForReset($userEmail: String!, $token: String!) {
    processTokenForReset(userEmail: $userEmail, token: $token) {
      _id
      email
      fullName
      status
      hasAccount
      userAccountId
    }
  }
`;

export const UPDATE_USER_PASSWORD = /* GraphQL */ `
  mutation updateUserPassword($user: PasswordUserInput!, $password: String!) {
    updateUserPassword(user: $user, password: $password) { ${mutationResult} }
  }
`;

// Reporting (spec 2 §7)

/** The fields of a report row (the report lists, the admin reports list). */
export const reportFields = /* GraphQL */ `
  _id configId
  config { _id key name }
  client { _id key officialName name }
  schedule { due }
  settings { currency reportingScale }
  context { category text numeric }
  status overdue lastUpdated
  reportedBy { _id fullName }
  auditedBy { _id fullName }
`;

export const REPORTS = /* GraphQL */ `
  query reports($clientId: ID, $reportId: String, $language: String, $skip: Int, $limit: Int, $filter: String, $sort: [SortInput!]) {
    reports(clientId: $clientId, reportId: $reportId, language: $language, skip: $skip, limit: $limit, filter: $filter, sort: $sort) {
      results { ${reportFields} }
      pageInfo { total limit offset }
    }
  }
`;

export const INSERT_REPORT_INSTANCE = /* GraphQL */ `
  mutation insertReportInstance($configId: String!, $clientId: ID!, $numeric: Int!, $language: String) {
    insertReportInstance(configId: $configId, clientId: $clientId, numeric: $numeric, language: $language) {
      ${mutationResult}
      report { ${reportFields} }
    }
  }
`;

export const WIZARD = /* GraphQL */ `
  query wizard($clientId: String!, $reportConfigKey: String!, $reportInstanceKey: String!, $language: String) {
    wizard(clientId: $clientId, reportConfigKey: $reportConfigKey, reportInstanceKey: $reportInstanceKey, language: $language) {
      ${reportFields}
      clientStatus clientType revision
      steps {
        type required
        config { _id key version name guide category periodType target type grid settings fields validations { key validationType validationMessage formula dependencies } translations { key value { en fr es pt ru } } }
      }
      scopedData { scope numeric configKey formDataId values reportedValues computed covenantStatus revision }
      formulaSet { target formula }
      previousOpenReports { _id config { key name } context { text numeric } status }
      notes { _id configKey field author { fullName } at text }
      rejections { _id by { fullName } at reason }
      editable entry actions
    }
  }
`;

const workflowResult = `${mutationResult} message _id status`;

export const WIZARD_START_SUBMISSION = /* GraphQL */ `
  mutation wizardStartSubmission($reportId: ID!, $settings: ReportSettingsInput) {
    wizardStartSubmission(reportId: $reportId, settings: $settings) { ${workflowResult} }
  }
`;

/** A workflow step that takes only the report id. */
const workflowMutation = (name: string) => /* GraphQL */ `
  mutation ${name}($reportId: ID!) {
    ${name}(reportId: $reportId) { ${workflowResult} }
  }
`;

// Each exported on its own, so that the codegen types it (it types exported strings, not what a function writes).
export const WIZARD_SUBMIT = workflowMutation("wizardSubmit");
export const WIZARD_RESTART_SUBMISSION = workflowMutation("wizardReStartSubmission");
export const WIZARD_START_REVIEW = workflowMutation("wizardStartReview");
export const WIZARD_APPROVE = workflowMutation("wizardApprove");

export const WIZARD_REJECT = /* GraphQL */ `
  mutation wizardReject($reportId: ID!, $reason: String) {
    wizardReject(reportId: $reportId, reason: $reason) { ${workflowResult} }
  }
`;

export const WIZARD_SAVE_CHANGES = /* GraphQL */ `
  mutation wizardSaveChanges($reportId: ID!, $changeSet: ChangeSetInput!) {
    wizardSaveChanges(reportId: $reportId, changeSet: $changeSet) {
      ${mutationResult}
      formDataId revision applied
      conflicts { path yours theirs }
      values computed
      validations { validationType validationMessage fields }
    }
  }
`;
