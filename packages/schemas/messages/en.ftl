# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Success
no-data = No data could be found.
required-fields = Please fill in all required fields
field-required = field is required
login-failed = Failed to authenticate
passwords-dont-match = Passwords don't match
reset-token-required = Please fill in the token
reset-code-invalid = The code you entered is not valid. Please try again.
validation-token-invalid = The token you've provided is invalid.
invitation-invalid = This token is invalid.
registration-wrong-token = Wrong token.
user-not-found = No user found.
account-inactive = Your account is currently inactive. Please activate your account in order to log in.
validation-token-expired = The token you've provided has expired. Please ask for a new one.
too-many-attempts = Too many attempts, try again in { $seconds } s
email-invalid = Not a valid e-mail address
user-email-taken = A user with this e-mail address already exists
user-own-roles = You cannot change your own roles
user-has-account = This user already has an account
user-created-invitation-not-sent = The user was created, but the invitation could not be sent; try reinviting
invitation-not-sent = The invitation could not be sent, please try again later
user-delete-self = You cannot delete your own user
language-unknown = Unknown language
role-unknown = Unknown role { $role }
roles-client-or-provider = A user has either client roles or provider roles, not both
roles-client-only = You may only give client roles
user-clients-required = Select the clients of this user
user-regions-required = Select the regions of this user
client-unknown = Unknown client
region-unknown = Unknown region
account-email-taken = An account with this e-mail address already exists
client-remove-name-mismatch = Failed to remove { $name }: the name does not match
client-remove-confirm-name = Type the client's name to confirm
financial-periods-empty = Give at least one financial period; an empty list would remove them all
period-start-not-date = Not a date: { $value } (a date is yyyymmdd, e.g. 20240101)
period-end-not-date = Not a date: { $value } (a date is yyyymmdd, e.g. 20241231)
period-first-day = A period starts on the first day of a month
period-last-day = A period ends on the last day of a month
period-length = A financial period lasts 1 to 24 months
period-months-mismatch = { $start } to { $end } is { $months } months, not { $given }
period-year-taken = Two periods end in { $year }
one-of = One of: { $choices }
month-invalid = A month as yyyymm, e.g. 202401
year-range = A year from 1800 to { $year }
day-of-year-invalid = Not a day of the year
top-date-after-bottom = The top date comes after the bottom date
country-unknown = Unknown country
language-unknown-choices = Unknown language { $language }; one of { $languages }
users-form-invalid = Invalid form, please review
no-client = No client
admin-clients-form-invalid = Invalid form, please review
admin-clients-save-failed = Failed to save
admin-clients-period-start-required = Start of period is required
admin-clients-period-end-required = End of period is required
admin-clients-period-start-before-end = Start of period must come before end
admin-clients-period-end-after-start = End of period must come after start
admin-clients-period-not-following = Start of period { $start } does not follow on previous end of period { $previousEnd }
admin-clients-currency-invalid = A three-letter currency code, e.g. USD
rate-file-empty = The file is empty.
rate-file-too-large = The file is larger than { $kilobytes } KB.
rate-file-not-spreadsheet = The file is neither a CSV file nor an Excel workbook (.xlsx).
rate-file-legacy-xls = This is an Excel 97-2003 workbook (.xls): save it as an Excel Workbook (.xlsx) or as CSV.
rate-file-password-protected = This workbook is password-protected: remove the password and upload it again.
rate-file-corrupt = This workbook is damaged and cannot be opened: save it again in Excel.
rate-file-zip-bomb = This file unpacks to far more than any exchange-rate workbook; it was refused.
rate-file-not-base64 = The file's content is not valid base64.
rate-month-format = The month must be written YYYY-MM, e.g. 2025-03.
rate-month-too-early = Months before { $year } are not accepted.
rate-month-future = { $month } is in the future: rates are stored for past months only.
rate-file-no-rates = The file has no rates: add one row per currency under the header.
rate-file-too-many-rates = The file has { $count } rates; at most { $max } are accepted.
rate-file-problems = The file has { $count ->
        [one] 1 problem
       *[other] { $count } problems
    }; nothing was stored.
# A rates file's problems, one row each. The header words (currency, pair, rate) and the examples (PEN, USDPEN,
# 3.75) are what the file itself must hold, so they stay as they are in every language.
rate-row-header = Row { $row }: the first row must be the header currency,rate (or pair,rate)
rate-row-columns = Row { $row }: expected 2 columns ({ $column }, rate), found { $count }
rate-row-currency = Row { $row }: currency must be a code of 3 capital letters, e.g. PEN (found "{ $found }")
rate-row-currency-empty = Row { $row }: currency must be a code of 3 capital letters, e.g. PEN (found empty)
rate-row-pair = Row { $row }: pair must be USD followed by a currency code in capitals, e.g. USDPEN (found "{ $found }")
rate-row-pair-empty = Row { $row }: pair must be USD followed by a currency code in capitals, e.g. USDPEN (found empty)
rate-row-rate = Row { $row }: rate must be a positive number, e.g. 3.75 (found "{ $found }")
rate-row-decimals = Row { $row }: rate has more than { $max } decimals
rate-row-duplicate = Row { $row }: { $currency } is already given in row { $firstRow }
rate-row-base = Row { $row }: USD is the base currency: its rate must be 1
no-report = No report found.
remind-wrong-status = Cannot remind: the report is { $status ->
        [in_progress] in progress
        [in_review] in review
       *[other] { $status }
    }
remind-no-users = { $client } has no active users to remind
remind-sent-this-hour = A reminder for this report was sent this hour already
remind-mail-failed = The mail could not be sent ({ $sent } of { $total } sent)
no-investment = No investment found.
no-covenant = No covenant found.
no-waiver = No waiver found.
periodicity-invalid = Reporting periodicity must be one of { $choices }
investment-invalid = Invalid investment
covenant-not-in-catalogue = This covenant is not in the catalogue.
covenant-archived-not-addable = This covenant is archived since { $date } and can no longer be added to an investment.
covenant-wrong-client-type = This covenant is for { $covenantType } clients, not { $clientType }.
covenant-already-applied = This covenant is already applied to this investment.
covenant-central-mismatch = The covenant does not match the central covenant given.
value-required = is required
must-be-one-of = must be one of { $choices }
must-be-date = must be a date as yyyymmdd, e.g. 20240131
covenant-not-of-catalogue = is not a covenant of the catalogue
covenant-not-for-client-type = is not a covenant for { $clientType } clients
covenant-must-differ = must be another covenant than the one it replaces
covenant-archived-not-choosable = is archived since { $date } and can no longer be chosen
covenant-internal-name-taken = Another covenant already has this internal name
date-expected = expected a date as YYYYMMDD
investment-covenant-form-invalid = Invalid covenant form! Please fill in all the required values!
investment-waiver-form-invalid = Invalid waiver form! Please fill in all the required values!
central-covenants-invalid = Invalid values, review form
export-field-type-choose = Choose currency, percentual or numeric.
export-currency-choose = Choose a currency (3 letters, e.g. EUR).
export-months-required = Choose at least one month.
export-months-invalid = Periods are months (YYYYMM) from 2000 to this year.
export-reports-calendar-only = The reports export covers calendar periods only.
report-status-unknown = Unknown report status.
report-template-unknown = Unknown report template.
due-date-invalid = Due dates are dates (YYYYMMDD).
due-dates-order = The due date from must lie at least a day before the due date to.
client-status-unknown = Unknown client status.
export-investments-calendar-only = Investments are exported for calendar months.
reporting-frequency-unknown = Reporting frequency is monthly, quarterly or not required.
export-type-unknown = The export type is CLIENT, REGION/COUNTRY or FUNDS.
summary-type-unknown = The summary type is SUM or AVG.
currencies-invalid = Currencies are three-letter codes, e.g. USD.
period-type-unknown = The period type is c (calendar) or f (financial).
export-periods-invalid = Periods are months (YYYYMM or YYYYMMDD) or years (YYYYMM00) from { $year } to this year, at most 36.
form-config-unknown = Unknown form config.
reporting-scale-unknown = The reporting scale is 1, 10, 100, 1000, 10000 or 100000.
export-too-many-columns = A sheet holds at most { $max } columns: choose fewer clients or periods.
exports-exchange-incomplete = Please fill in all the information.
export-factsheet-fill-in-all = Please fill in all the information.
export-reports-period-required = Please fill in all required information (Period).
export-investments-period-required = Please fill in all required information (Period).
report-reason-no-client = no such client
report-create-no-client = Failed to create report: no such client
report-reason-no-template = no such report template
report-create-no-template = Failed to create report: no such report template
report-reason-wrong-client-type = { $template } is not a template for { $clientType } clients
report-create-wrong-client-type = Failed to create report: { $template } is not a template for { $clientType } clients
report-reason-period-not-date = the period must be a date (yyyymmdd)
report-create-period-not-date = Failed to create report: the period must be a date (yyyymmdd)
report-reason-period-not-month-end = the period must be the last day of a month
report-create-period-not-month-end = Failed to create report: the period must be the last day of a month
report-reason-period-future = the period lies in the future
report-create-period-future = Failed to create report: the period lies in the future
report-reason-not-quarter-end = quarterly reports are filed for quarter ends, not { $period }
report-create-not-quarter-end = Failed to create report: quarterly reports are filed for quarter ends, not { $period }
report-reason-not-year-end = yearly reports are filed for the end of the financial year, not { $period }
report-create-not-year-end = Failed to create report: yearly reports are filed for the end of the financial year, not { $period }
report-exists = Failed to create report: { $template } on { $period } exists already for { $client }
report-delete-not-found = Failed to delete report: no such report
report-reopen-mismatch = Failed to reopen report: client or period do not match the report
report-status-unknown-choices = Unknown status { $status }; one of { $statuses }
report-status-field-unknown = Unknown status
notes-incomplete = Each note needs a form, a field and a text
note-incomplete = A note needs a form, a field and a text
no-note = No note found.
settings-required = Please select a currency!
report-cannot = Cannot { $action ->
        [wizardStartSubmission] start the submission
        [wizardSubmit] submit
        [wizardReStartSubmission] restart the submission
        [wizardStartReview] start the review
        [wizardApprove] approve
        [wizardReject] reject
        [reopenReportInstance] reopen
        [updateReportingStatus] change the status
        [excelUploadUndo] undo the upload
       *[other] { $action }
    }: the report is { $status ->
        [in_progress] in progress
        [in_review] in review
       *[other] { $status }
    }
report-changed = The report was changed at the same time: it is now { $status ->
        [in_progress] in progress
        [in_review] in review
       *[other] { $status }
    }. Reload it.
report-changed-by = The report was changed at the same time by { $user }: it is now { $status ->
        [in_progress] in progress
        [in_review] in review
       *[other] { $status }
    }. Reload it.
template-kind-invalid = kind must be form or report
template-key-invalid = the key must be a camelCase name of letters and digits starting with a lower-case letter
template-config-not-object = the config must be a JSON object
template-config-key-mismatch = the config's key must be { $key }
template-config-too-large = the config must be smaller than 2 MB
template-changed-by = Changed by { $name } at { $at }; reload to see their changes
template-changed-meanwhile = Changed meanwhile; reload to see the changes
template-draft-gone = The draft was published or discarded meanwhile; reload to see the current version
template-no-draft = There is no draft of { $kind } { $key }
template-no-version = There is no version { $version } of { $kind } { $key }
template-publish-has-problems = { $kind ->
        [form] Form
       *[report] Report
    } { $key } cannot be published: fix the problems first
template-version-taken = Version { $version } of { $kind } { $key } was published meanwhile; reload
template-draft-form-invalid = The draft of form { $key } is not a valid form config; check it first
template-preview-numeric-not-date = numeric must be a date (yyyymmdd)
template-preview-no-client = No client found
template-step-form-unknown = no published form has the key '{ $formKey }'
template-step-client-types-outside = the step's client types must be within the report's; { $clientTypes } is not
template-step-form-not-for-clients = form '{ $formKey }' is not a form for { $clientTypes } clients
