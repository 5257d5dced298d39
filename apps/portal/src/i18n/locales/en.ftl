# Ledgerline portal — English (the reference: every other language has every message of this file).
# Messages quoted in the specification are kept verbatim.

## Common

home = Home
loading = Loading
language = Language
interface-language = Interface language
actions = Actions
accept = Accept
decline = Decline
cancel = Cancel
submit = Submit
validate = Validate
retry = Retry
go-back = Go Back
not-found = 404 Not found
not-found-detail = There is no page at this address.
screen-load-failed = This page could not be loaded. Your connection may have dropped, or a new version of Ledgerline is out.
screen-reload = Reload

## Session

session-checking = Checking your session…
session-check-failed = Error! { $message }
essentials-loading = Loading the portal…

## Login

login-title = Log in
login-username = Username or e-mail
login-next = Next
login-password = Password
login-submit = Login
login-forgot = Forgot password
login-change-user = Change
login-sso-redirect = Redirecting to single sign-on…
login-token-redirect = You are logged in. Opening the portal…
back-to-login = Back to login

## Passwords

password = Password
password-retype = Re-type password
password-min-length = minimal length is 6
password-max-length = maximal length is 33
password-too-weak = the password is too weak
password-strength = Password strength
password-strength-level = Password strength: { $level }
strength-bad = Bad
strength-weak = Weak
strength-ok = Ok
strength-good = Good
strength-strong = Strong

## Password reset

reset-title = Reset your password
reset-step-email = E-mail
reset-step-code = Code
reset-step-password = New password
reset-step-done = Done
reset-email-intro = Enter the e-mail address of your account. We will send you a code.
reset-email = E-mail
reset-send = Send
reset-send-failed = The code could not be sent.
reset-code-intro = Enter the code we sent to { $email }.
reset-code = Code
reset-validate = Validate
reset-password-intro = Choose your new password.
reset-save = Change password
reset-change-failed = The password could not be changed.
reset-done-text = Your password has been changed.
reset-login = Log In

## Invitation and registration

invitation-title = Invitation
invitation-welcome = Welcome { $name }
invitation-verify-email = Before you can join, we need to verify your e-mail address, { $email }.
invitation-question = Do you accept to join the portal?
invitation-sending-token = Sending validation token.
invitation-token-failed = The validation token could not be sent.
invitation-token-intro = We have sent a validation token to { $email }. Enter it below.
invitation-token = Validation token
invitation-token-notice = The token is valid only 10 minutes.
validating = Validating
decline-question = Why do you decline the invitation?
decline-reason = Reason
decline-go-back = Go Back
decline-failed = Your answer could not be sent.
decline-thanks = Thank you for your feedback.
registration-title = Registration
registration-intro = Please fill in or update the following data.
registration-complete = Complete your registration
registration-failed = The registration could not be completed.
first-name = First name
last-name = Last name
address = Address
address-country = Country
address-state = State
address-city = City
address-postalcode = Postal code
address-street = Street
address-nr = Nr
address-box = Box
address-additional = Additional
communication = Communication
communication-type = Type
communication-type-placeholder = e.g. Phone
communication-value = Value
communication-add = Add communication item
communication-save = Save communication item
communication-edit = Edit { $type }
communication-delete = Delete { $type }

## Shell

main-navigation = Main navigation
skip-to-main = Skip to main content
menu-keys-hint = Move through the menu with the Up and Down arrow keys; Enter opens a group or an entry, Home and End go to the first and last entry.
brand-home = { $name }, home page
nav-collapse = Collapse navigation
nav-expand = Expand navigation
contacts = Contacts
client-switcher = Clients
client-switcher-choose = Choose a client
client-switcher-current = Client: { $name }
client-search = Search clients
client-search-results = Search results
recent-clients = Recent clients
my-dashboard = My dashboard
more-clients = More clients
currency-menu = Currency: { $currency }
language-menu = Language: { $language }
user-menu = User: { $name }
logout = Log out
client-inactive = This client is currently inactive.
client-not-found-detail = There is no client at this address that you can open.
client-not-found-home = Go to my home page
client-load-failed = The client could not be loaded.

## Menus

menu-dashboard = Dashboard
menu-investments = Investments
menu-investments-mfi = MFI/Bank
menu-investments-agro = Agro
menu-reports = Reports
menu-reports-all = All reports
menu-reporting = Reporting
menu-clients = Clients
menu-export = Export
menu-export-factsheet = Factsheet
menu-export-reports = Reports
menu-export-investments = Investments
menu-export-covenants = Covenants
menu-admin = Administration
menu-admin-clients = Clients
menu-admin-users = Users
menu-admin-audits = Audits
menu-admin-exchangerates = Exchange rates
menu-admin-reports = Reports
menu-admin-covenants = Covenants
menu-admin-covenants-mfi = Covenants MFI/Bank
menu-admin-covenants-agro = Covenants Agro
menu-category-organisation = Organisation
menu-category-financial = Financial
menu-category-social = Social
menu-category-statistics = Statistics
menu-financial-periods = Financial periods
menu-data = Data

## Home

home-welcome = Welcome, { $name }.

## Reporting (spec 2)

status-created = Created
status-overdue = Overdue
status-in-progress = In progress
status-submitted = Submitted
status-in-review = In review
status-rejected = Rejected
status-approved = Approved
status-unknown = —
reports-col-client = Client
reports-col-template = Template
reports-col-due = Due date
reports-col-period = Period
reports-col-status = Status
reports-col-reported-by = Reported by
reports-col-audited-by = Audited by
reports-col-last-updated = Last updated
reports-filter = Filter reports
no-data-found = No data could be found.
create-report = Create Report
create-report-client = Client
create-report-template = Report Template
create-report-period = Period
create-report-required = This field is required.
create-report-created = Created report { $template } on { $period } for { $client }
create-report-failed-title = Failed to create report
create-report-failed = Failed to create report: { $message }
save = Save
settings-change = Change settings
settings-currency = Currency
settings-scale = Scale
start-title = Submission of { $title }
start-step-settings = Step 1: verify the configuration
start-step-previous = Step 2: review open previous reports
start-previous-open =
    { $n ->
        [one] { $n } previous report is still open
       *[other] { $n } previous reports are still open
    }
start-no-previous-open = No previous reports are open.
start-reporting = Start Reporting
start-file-based = File Based Submission
start-file-based-text = Download the report's Excel template, fill it in and upload it; it is checked before anything is stored.
start-download-template = Download template
start-manual = Manual Submission
start-manual-text = Fill in the report step by step in the browser.
start-submission = Start Submission
start-submission-file = Start Submission with the file
start-submission-manual = Start Submission in the browser
start-preview = Preview
audit-start-title = Start Auditing { $title }
audit-start-text = Report submitted by { $name } is ready to be audited
audit-start = Start Auditing
audit-view-only = View, without audit
wizard-load-failed = The report could not be loaded.
wizard-not-found = There is no such report for this period.
wizard-client-status = Client status: { $status }
wizard-no-steps = This report has no steps.
wizard-steps-label = Steps of the report
wizard-reporting-in = Reporting in { $currency }, scale 1/{ $scale }
wizard-last-step = All steps have been filled in. Click Finish.
wizard-previous = Previous
wizard-next = Next
wizard-finish = Finish
wizard-skip-to-actions = Skip to this step's buttons (Ctrl+Enter)
wizard-saving = Saving changes to { $step }
wizard-saved = Saved changes to { $step }
wizard-save-failed = Failed to save changes to { $step }
wizard-save-conflicts = Someone else changed these fields of { $step } meanwhile; their values were kept
wizard-edit-contents = Edit Contents
wizard-restart = Restart submission
wizard-rejected-because = This report was rejected: { $reason }
wizard-failed-perform = Failed to perform
final-submit-title = Ready to submit for approval!
final-submit = Submit for approval
final-one-more-look = Take one more look
final-submit-later = Save and submit later
final-submit-failed = Failed to submit
final-audit-title = Ready to share your audit result!
final-approve = Approve
final-reject = Reject
final-viewed = You have seen every step of this report.
final-back = Back to the reports
reject-title = Reject the report
reject-reason = Reason for the rejection
workflow-submitted = Report send for approval
workflow-approved = Report approved.
workflow-rejected = Report rejected.
client-status-active = Active
client-status-inactive = Inactive
client-status-workout = Workout

## File-based submission

upload-choose = Click or drag a filled template here
upload-hint = One .xls or .xlsx file, less than 3MB.
upload-select-file = Please select a file.
upload-invalid-type = Invalid file type. Only .xls and .xlsx are allowed.
upload-too-large = File size must be less than 3MB.
upload-progress = Upload progress
upload-sending = Sending the file…
upload-checking = Checking the file…
upload-submitted = The file was accepted and the report submitted for approval.
upload-failed = Failed to create report!
upload-view-errors = (View Detailed Errors)
upload-network-failed = The file could not be sent: the server did not answer. Check your connection and try again.
upload-refused = The server refused the file (error { $status }).
upload-errors-title = Validation Error Details
upload-errors-fields = FIELDS
upload-errors-values = VALUES
upload-errors-incorrect = Incorrect
upload-errors-correct = Correct
upload-errors-field = Field
upload-errors-incorrect-value = Incorrect value
upload-errors-cell = Cell
upload-errors-reason = Problem
upload-errors-no-fields = Every field of the file is known.
upload-errors-no-values = Every value of the file could be read.
upload-outdated-title = Outdated Template Detected
upload-outdated-text = The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.
upload-outdated-forms = Forms made from an older template:
upload-outdated-form = { $form }: version { $uploaded } in the file, { $current } now
upload-outdated-form-unversioned = { $form }: no version in the file, { $current } now
upload-outdated-proceed = Proceed
upload-outdated-back = Go Back
template-failed = Failed to download template!
template-try-again = Please try again.
template-processing-failed = There was an error processing the file download. Please try again.

## Dashboards

dashboard-summaries = Key figures
dashboard-percent = percent
dashboard-failed = The dashboard could not be loaded
dashboard-no-summaries = There are no figures for this client yet.
dashboard-reports = Reports
dashboard-more = More
dashboard-charts = Charts
dashboard-latest-reports = Latest reports
dashboard-clients = Clients
dashboard-client-name = Client
dashboard-client-type = Type
dashboard-client-status = Status
dashboard-client-currency = Currency
chart-show-table = Show as table
chart-show-chart = Show as chart
chart-table-period = Period
chart-table-value = Value
chart-table-value-currency = Value ({ $currency })

## Form data

period-picker = Periods
period-type = Calendar type
period-type-financial = Financial Calendar
period-type-calendar = Calendar
period-chosen =
    { $max ->
        [one] { $count } of { $max } period chosen
       *[other] { $count } of { $max } periods chosen
    }
period-no-data = No data
period-financial-year = FY { $year }
period-calendar-year = { $year }
period-quarter = { $number }{ $number ->
        [1] st
        [2] nd
        [3] rd
       *[other] th
    } quarter
period-unavailable = No data for this month
form-data-field = Field
form-data-table = Values by period
form-data-failed = The data could not be loaded
form-data-no-form = This form does not exist.
form-data-currency = Values in { $currency }
form-data-choose = Choose up to three periods above.
periods-col-year = Financial year
periods-col-start = Start
periods-col-end = End
periods-col-months = Months

## Wizard notes

notes-open = Notes
notes-title = Notes on this report
notes-empty = No notes yet.
notes-by = { $name }, { $at }
note-resolve = Resolve
note-resolve-label = Mark the note "{ $text }" as resolved
note-resolved-by = Resolved by { $name }, { $at }
note-resolve-failed = Failed to resolve the note
notes-rejected-by = Rejected by { $name } on { $at }
notes-no-reason = No reason was given.
notes-go-to-field = Go to field
notes-jump = Go to { $field }
notes-marker-legend =
    { $n ->
        [one] { $n } field on this step has notes
       *[other] { $n } fields on this step have notes
    }
note-add = Add a note
note-add-title = Add a note on a field
note-field = Field
note-text = Note
note-field-required = Please choose a field.
note-text-required = Please write the note.
note-added = Note added on { $field }
note-add-failed = Failed to add the note
reject-notes = Notes on fields (optional)
reject-note-add = Add the note
reject-note-remove = Remove the note on { $field }
reject-note-pending = Add this note or clear it before rejecting.
wizard-covenants-failed = The covenant limits could not be loaded: breaches are not checked on this page.

## Report admin

reports-col-actions = Actions
reports-load-failed = The reports could not be loaded.
report-admin-add = Add report
report-admin-delete = Delete report
report-admin-delete-title = Delete this report?
report-admin-delete-text = { $name } will be deleted.
report-admin-delete-data-title = Also delete the form data?
report-admin-delete-data-text = The figures filed with this report can be kept (they stay on the form-data pages and in exports) or deleted with it.
report-admin-keep-data = Keep the form data
report-admin-delete-data = Also delete the form data
report-admin-deleted = Deleted report { $name }
report-admin-delete-failed = Failed to delete report: { $message }
report-admin-reopen = Reopen report
report-admin-reopen-title = Reopen this report?
report-admin-reopen-text = { $name } goes back to in progress; its audit is cleared and its data kept.
report-admin-reopened = Reopened report { $name }
report-admin-reopen-failed = Failed to reopen report: { $message }

## Investments, covenants and waivers (spec 3)

investments-tile-mfi = MFI/Bank Investments
investments-tile-mfi-text = Investments in microfinance institutions and banks
investments-tile-agro = Agro Investments
investments-tile-agro-text = Investments in agricultural businesses
investments-filter = Filter investments
investments-tab-open = Open Investments
investments-tab-closed = Closed Investments
investments-col-tm1 = TM1 id
investments-col-client = Client
investments-col-country = Country
investments-col-fund = Fund
investments-col-product = Product
investments-col-currency = Currency
investments-col-outstanding = Outstanding amount
investments-col-first-disbursement = First disbursement
investments-col-last-reported = Last reported month
investments-col-final-maturity = Final maturity
investments-col-ended-at = Ended at
investments-col-periodicity = Reporting periodicity
investments-col-covenants = Covenants
investments-empty = No investments
investments-load-failed = The investments could not be loaded.
investment-back = Back to the investments
investment-loading = Loading the investment…
investment-load-failed = The investment could not be loaded.
investment-not-found = This investment does not exist.
investment-not-found-detail = It may have been removed, or the address is wrong.
investment-forbidden = You may not see this investment.
investment-forbidden-detail = It belongs to a client outside your scope.
investment-title = Investment { $id }, { $client }
investment-state-open = Open
investment-state-closed = Closed
investment-not-ended = Not ended
investment-never-reported = Not reported yet
investment-managers = Investment managers
investment-manager-since = { $name } (since { $from })
investment-manager-ended = { $name } ({ $from } to { $to })
investment-periodicity-monthly = Monthly
investment-periodicity-quarterly = Quarterly
investment-periodicity-not-required = Not required
investment-periodicity-save = Save the reporting periodicity
investment-periodicity-confirm = Are you sure you want to change this investment's reporting periodicity?
investment-periodicity-confirm-detail = From { $from } to { $to }.
investment-periodicity-change = Change
investment-periodicity-saved = The reporting periodicity is now { $periodicity }.
investment-periodicity-failed = Failed to change the reporting periodicity
investment-covenants-title = Covenants
investment-covenants-empty = No covenants
investment-covenant-add-label = Add a covenant
investment-covenant-search-placeholder = Search covenants
investment-covenant-search-none = No matching covenants
investment-covenant-add = Add
investment-covenant-col-name = Covenant
investment-covenant-col-type = Field type
investment-covenant-col-min = Minimum
investment-covenant-col-max = Maximum
investment-covenant-col-alert = Alert threshold
investment-covenant-col-waivers = Waivers
investment-covenant-type-currency = Currency
investment-covenant-type-percentual = Percentage
investment-covenant-type-numeric = Numeric
investment-limit-none = no limit
investment-covenant-guide = About { $name }
investment-covenant-archived = Archived as from { $date }: still active for this client, no longer available for new investments.
investment-covenant-edit = Edit covenant
investment-covenant-edit-named = Edit { $name }
investment-covenant-delete = Delete covenant
investment-covenant-delete-named = Delete { $name }
investment-covenant-delete-confirm = Are you sure you want to delete this covenant?
investment-delete = Delete
investment-covenant-form-title = Covenant: { $name }
investment-covenant-form-new-title = New covenant: { $name }
investment-covenant-min = Minimum
investment-covenant-max = Maximum
investment-covenant-alert = Alert threshold
investment-number-invalid = Type a number: digits, a minus sign, dots and commas.
investment-range-min-above-max = The minimum must not be above the maximum.
investment-alert-negative = The alert threshold must not be negative.
investment-covenant-saved = Saved covenant { $name }
investment-covenant-deleted = Deleted covenant { $name }
investment-covenant-add-failed = Failed to add the covenant: { $message }
investment-covenant-save-failed = Failed to save covenant { $name }: { $message }
investment-covenant-delete-failed = Failed to delete covenant { $name }: { $message }
investment-covenant-call-failed-unknown = the server gave no reason
investment-covenant-errors-title = Some covenant changes failed:
investment-covenant-errors-dismiss = Dismiss the covenant errors
investment-waivers-of = Waivers of { $name }
investment-waivers-empty = No waivers
investment-waiver-add = Add waiver
investment-waiver-col-type = Type
investment-waiver-col-start = Start
investment-waiver-col-end = End
investment-waiver-col-replacement = Replacement covenant
investment-waiver-type-disable = Disable
investment-waiver-type-replace = Replace
investment-waiver-type-alter = Alter
investment-waiver-in-effect = In effect
investment-waiver-edit = Edit waiver
investment-waiver-edit-named = Edit waiver { $waiver }
investment-waiver-delete = Delete waiver
investment-waiver-delete-named = Delete waiver { $waiver }
investment-waiver-delete-confirm = Are you sure you want to delete this waiver?
investment-waiver-form-new-title = New waiver for { $name }
investment-waiver-form-edit-title = Waiver of { $name }
investment-waiver-type = Waiver type
investment-waiver-start = Start date
investment-waiver-end = End date
investment-date-input-hint = Type dates as DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD, or pick them from the calendar.
investment-waiver-replacement = Replacement covenant
investment-waiver-start-after-end = The start date must not be after the end date.
investment-waiver-saved = Saved the waiver of { $name }
investment-waiver-deleted = Deleted the waiver of { $name }
investment-waiver-save-failed = Failed to save the waiver of { $name }: { $message }
investment-waiver-delete-failed = Failed to delete the waiver of { $name }: { $message }
investment-waived-until = waived until { $date }
investment-waiver-applies-until = applies until { $date }
investment-waiver-note-disable = Disabled until { $date }
investment-waiver-note-replace = Replaced by { $name } until { $date }
investment-waiver-note-alter = Altered until { $date }

## Covenant monitor
menu-covenant-monitor = Covenant monitor
covenant-monitor-title = Covenant monitor
covenant-monitor-intro = Every covenant of the open investments you follow, tested at the client's latest reported period (approved figures first), the worst first.
covenant-monitor-filters = Filters
covenant-monitor-filter-status = Status
covenant-monitor-filter-client-type = Client type
covenant-monitor-filter-region = Region
covenant-monitor-filter-fund = Fund
covenant-monitor-filter-all = All
covenant-monitor-clear-filters = Clear filters
covenant-monitor-client-type-mfi = MFI
covenant-monitor-client-type-bank = Bank
covenant-monitor-client-type-agro = Agro
covenant-monitor-col-client = Client
covenant-monitor-col-investment = Investment (TM1 id)
covenant-monitor-col-covenant = Covenant
covenant-monitor-col-period = Period
covenant-monitor-col-value = Value
covenant-monitor-col-limits = Limits
covenant-monitor-col-alert = Alert
covenant-monitor-col-status = Status
covenant-monitor-col-headroom = Headroom
covenant-monitor-col-trend = Trend
covenant-monitor-status-breached = Breached
covenant-monitor-status-alerted = Alert
covenant-monitor-status-unknown = No value
covenant-monitor-status-waived = Waived
covenant-monitor-status-ok = OK
covenant-monitor-waiver-disable = Disabled until { $date }
covenant-monitor-waiver-replace = Replaced by { $name } until { $date }
covenant-monitor-waiver-alter = Altered until { $date }
covenant-monitor-limits-between = { $min } to { $max }
covenant-monitor-limits-min = at least { $min }
covenant-monitor-limits-max = at most { $max }
covenant-monitor-limits-none = none
covenant-monitor-not-approved = not approved yet
covenant-monitor-no-period = no data
covenant-monitor-explain = { $value }, show how { $covenant } is computed
covenant-monitor-trend = { $count }-period trend from { $first } to { $last }
covenant-monitor-trend-none = No values in the last 12 periods
covenant-monitor-count = { $count ->
    [one] { $count } covenant
   *[other] { $count } covenants
}
covenant-monitor-count-breached = { $count } breached
covenant-monitor-count-alerted = { $count } on alert
covenant-monitor-empty = No covenants on open investments in your scope.
covenant-monitor-no-match = No covenant matches these filters.
covenant-monitor-loading = Testing every covenant of the portfolio…
covenant-monitor-failed = The covenant monitor could not be loaded.
covenant-monitor-retry = Try again

## Provider clients grid (features/clients)

clients-filter = Search clients
clients-col-name = Name
clients-col-type = Client type
clients-col-country = Country
clients-col-region = World region
clients-col-status = Status
clients-type-mfi = MFI/Bank
clients-type-agro = Agro
clients-empty = No clients
clients-load-failed = The clients could not be loaded.

## Audit log (features/audits)

audits-filter = Filter audit entries
audits-range = Date range
audits-range-from = From date
audits-range-to = To date
audits-col-date = Date
audits-col-user = User
audits-col-description = Description
audits-col-text = Text
audits-empty = No audit entries
audits-load-failed = The audit log could not be loaded.

## Administration › Clients (spec 3 §2, §3, §5, §8)
admin-clients-search = Search clients
admin-clients-new = New client
admin-clients-load-failed = The clients could not be loaded
admin-clients-empty = No clients
admin-clients-col-name = Name
admin-clients-col-official-name = Official name
admin-clients-col-key = Key
admin-clients-col-type = Client type
admin-clients-col-country = Country
admin-clients-col-status = Status
admin-clients-col-actions = Actions
admin-clients-delete = Delete
admin-clients-delete-named = Delete { $name }
admin-clients-delete-confirm = Are you sure you want to delete { $name }?
admin-clients-removed = Client { $name } was successfully removed!
admin-clients-remove-failed = Failed to remove { $client }
admin-clients-type-mfi = MFI/Bank
admin-clients-type-bank = Bank
admin-clients-type-agro = Agro
admin-clients-status-active = Active
admin-clients-status-workout = Workout
admin-clients-status-inactive = Inactive
admin-clients-status-removed = Removed
admin-clients-form-bank = Bank
admin-clients-form-nbfi = NBFI
admin-clients-form-ngo = NGO
admin-clients-form-credit-union = Credit Union / SACCO
admin-clients-form-other = Other
admin-clients-profit-profit = Profit
admin-clients-profit-nonprofit = Non-profit
admin-clients-loading = Loading the client
admin-clients-new-title = New client
admin-clients-edit-title = Client { $name }
admin-clients-field-required = field is required
admin-clients-email-invalid = Not a valid e-mail address
admin-clients-saved = Client { $name } was saved
admin-clients-section-general = General
admin-clients-section-address = Address
admin-clients-section-settings = Settings
admin-clients-section-contacts = Contacts
admin-clients-name = Name
admin-clients-official-name = Official name
admin-clients-key = Key
admin-clients-key-derived = Derived from the name when saved
admin-clients-imported-id = TM1 id
admin-clients-client-type = Client type
admin-clients-config-type = Configuration type
admin-clients-institutional-form = Institutional form
admin-clients-profit-profile = Profit profile
admin-clients-status = Status
admin-clients-world-region = World region
admin-clients-year-start = Year of operational start
admin-clients-bottom-date = First reporting month
admin-clients-top-date = Last reporting month
admin-clients-country = Country
admin-clients-city = City
admin-clients-postalcode = Postal code
admin-clients-street = Street
admin-clients-nr = Number
admin-clients-box = Box
admin-clients-additional = Additional address line
admin-clients-period-end-day = Financial period end day
admin-clients-period-end-month = Financial period end month
admin-clients-currency = Currency
admin-clients-reporting-scale = Reporting scale
admin-clients-contacts-empty = No contacts
admin-clients-contact = Contact { $number }
admin-clients-contact-name = Contact name
admin-clients-contact-role = Role
admin-clients-contact-email = E-mail
admin-clients-contact-add = Add contact
admin-clients-contact-remove = Remove contact { $number }
admin-clients-periods-title = Financial periods
admin-clients-periods-autocorrect = Autocorrect
admin-clients-periods-autocorrect-help = Changing a period moves all later periods, keeping their number of months.
admin-clients-periods-empty = No financial periods
admin-clients-periods-save = Save financial periods
admin-clients-periods-saved = The financial periods were saved
admin-clients-period-start = Start
admin-clients-period-end = End
admin-clients-period-months = Months
admin-clients-period-add = Add period
admin-clients-period-remove = Remove period { $number }

## Central covenant catalogue (features/central-covenants)
central-covenants-title = Central covenants
central-covenants-tile-mfi = MFI/Bank Central Covenants
central-covenants-tile-mfi-text = The covenant catalogue for microfinance institutions and banks
central-covenants-tile-agro = Agro Central Covenants
central-covenants-tile-agro-text = The covenant catalogue for agricultural businesses
central-covenants-type-mfi = MFI/Bank
central-covenants-type-agro = Agro
central-covenants-tab-active = Active
central-covenants-tab-archived = Archived
central-covenants-add = Add covenant
central-covenants-col-name = Name
central-covenants-col-field-type = Field type
central-covenants-col-range = Range
central-covenants-col-alert = Alert threshold
central-covenants-col-client-type = Client type
central-covenants-col-used-by = Used by
central-covenants-col-archived = Archived as from
central-covenants-empty = No covenants
central-covenants-load-failed = The covenants could not be loaded
central-covenants-not-found = No covenant found
central-covenants-field-currency = Currency
central-covenants-field-percentual = Percentual
central-covenants-field-numeric = Numeric
central-covenants-back = Back to the covenants
central-covenants-new-title = New central covenant
central-covenants-edit-title = Central covenant { $name }
central-covenants-archived-as-from = Archived as from { $date }: no longer available for new investments or waivers.
central-covenants-internal-name = Internal name
central-covenants-translations = Name and guide per language
central-covenants-name-in = Name ({ $language })
central-covenants-guide-in = Guide ({ $language })
central-covenants-name-required = The English name is required
central-covenants-required = This field is required
central-covenants-not-a-number = Enter a number
central-covenants-two-decimals = At most 2 decimals
central-covenants-min-above-max = The minimum must not be above the maximum
central-covenants-not-negative = Must not be negative
central-covenants-field-type = Field type
central-covenants-min = Range minimum
central-covenants-max = Range maximum
central-covenants-alert = Alert threshold
central-covenants-formula = Formula
central-covenants-links = Links
central-covenants-link-uri = Web address
central-covenants-link-uri-invalid = Enter a web address, e.g. https://example.org/guide
central-covenants-link-name = Link name
central-covenants-link-guide = Link guide
central-covenants-link-remove = Remove link
central-covenants-link-add = Add link
central-covenants-save-failed = Failed to save covenant: { $message }
central-covenants-saved = Covenant saved
central-covenants-archive = Archive
central-covenants-archive-title = Archive { $name }
central-covenants-archive-confirm = Investments already using this covenant keep it and are not disturbed. From the chosen date it can no longer be selected for new investment covenants or as a waiver's replacement.
central-covenants-as-from = As from
central-covenants-archived = { $name } is archived as from { $date }
central-covenants-not-archived = { $name } was not archived
central-covenants-archive-failed = Failed to archive covenant

## Administration › Clients: currency code

## Administration › Users (features/admin-users)
users-search = Search users
users-show-deleted = Show deleted users
users-new = New user
users-load-failed = The users could not be loaded
users-empty = No users
users-name = Name
users-email = E-mail
users-roles = Roles
users-scope = Clients / regions
users-status = Status
users-last-login = Last login
users-status-active = Active
users-status-invited = Invited
users-status-deleted = Deleted
users-role-client = Client
users-role-client-admin = Client Admin
users-role-rd = Regional Director
users-role-admin = Admin
users-role-im = Investment Manager
users-role-provider = Provider staff
users-reinvite = Reinvite { $name }
users-reinvited = A new invitation has been sent.
users-delete = Delete
users-delete-named = Delete { $name }
users-delete-confirm = Are you sure you want to delete this user?
users-deleted = User has been deleted
users-action-failed = The change could not be made
users-edit-title = User { $name }
users-clients = Clients
users-regions = Regions
users-email-invalid = Not a valid e-mail address
users-created = User was successfully created!
users-updated = User was successfully updated!
users-password-new = New password
users-password-save = Change password
users-password-no-account = The password can be set once the user has registered.
users-history = History
users-created-at = Created
users-invitation = Invitation
users-invitation-sent = Invitation sent
users-invitation-expires = Invitation expires
users-invitation-accepted = Accepted
users-invitation-pending = Not accepted yet
users-history-date = Date
users-history-action = Action
users-history-by = By

## Administration › Exchange rates (features/exchange-rates)
xrates-search = Search a month (2025-03) or currency
xrates-col-month = Month
xrates-col-source = Source
xrates-col-count = Quotes
xrates-empty = No exchange rates
xrates-load-failed = The exchange rates could not be loaded.
xrates-not-found = No exchange rates for this month
xrates-back = Back to exchange rates
xrates-col-currency = Currency
xrates-col-pair = Pair
xrates-col-rate = Rate per 1 USD
xrates-load = Load a month's rates
xrates-file = File (.csv or .xlsx)
xrates-help = A header row currency,rate, then one row per currency: units per 1 USD, at most 6 decimals.
xrates-example = Example file
xrates-preview = Preview
xrates-confirm = Confirm
xrates-stored = Exchange rates for { $month } stored
xrates-replaces = This replaces the rates stored for { $month }.
adminreports-remind = Send reminder
adminreports-remind-title = Send a reminder?
adminreports-remind-text = Send a reminder to the users of { $client }?
adminreports-reminded =
    { $count ->
        [one] Reminder sent to { $count } user
       *[other] Reminder sent to { $count } users
    }
adminreports-remind-failed = Failed to send reminder: { $message }

## Exports: the shared flow, the covenants export page, the exchange rates export dialog
exports-generating = GENERATING EXPORT…
exports-failed = The export could not be created.
exports-download-failed = The file could not be downloaded. Please try again.
exports-covenants-title = Export covenants
exports-covenants-field-type = Field type
exports-covenants-field-type-currency = Currency
exports-covenants-field-type-percentual = Percentual
exports-covenants-field-type-numeric = Numeric
exports-covenants-export = Export
exports-exchange-open = Export
exports-exchange-title = Export exchange rates
exports-exchange-currency = Currency
exports-exchange-years = Years
exports-exchange-months = Months
exports-exchange-export = Export
exports-exchange-cancel = Cancel

## Reports and investments exports
export-reports-title = Export reports
export-reports-clients = Clients
export-reports-from-month = From month
export-reports-to-month = To month
export-reports-statuses = Report statuses
export-reports-template = Report template
export-reports-regions = Regions
export-reports-countries = Countries
export-reports-client-status = Client status
export-reports-due-from = Due date from
export-reports-due-to = Due date to
export-reports-overdue = Overdue
export-reports-overdue-yes = Yes
export-reports-overdue-no = No
export-reports-submit = Export reports
export-investments-title = Export investments
export-investments-clients = Clients
export-investments-from-month = From month
export-investments-to-month = To month
export-investments-funds = Funds
export-investments-regions = Regions
export-investments-frequency = Reporting frequency
export-investments-managers = Investment managers
export-investments-submit = Export investments

## Client factsheet export (spec 2 §2, §5, §9)
export-factsheet-title = Export client factsheet
export-factsheet-type = Export type
export-factsheet-type-client = By client
export-factsheet-type-region-country = By region / country
export-factsheet-type-funds = By fund
export-factsheet-clients = Clients
export-factsheet-regions = Regions
export-factsheet-countries = Countries
export-factsheet-funds = Funds
export-factsheet-period-type = Calendar type
export-factsheet-period-type-calendar = Calendar
export-factsheet-period-type-financial = Financial calendar
export-factsheet-from-month = From month
export-factsheet-to-month = To month
export-factsheet-currencies = Currencies
export-factsheet-forms = Forms
export-factsheet-forms-default = The export forms of the client type
export-factsheet-forms-mfi = MFI/BANK
export-factsheet-forms-agro = AGRO
export-factsheet-client-status = Client status
export-factsheet-client-status-active = Active
export-factsheet-client-status-workout = Workout
export-factsheet-client-status-inactive = Inactive
export-factsheet-client-status-removed = Removed
export-factsheet-report-status = Report statuses (data of approved reports when none is chosen)
export-factsheet-overdue = Overdue
export-factsheet-overdue-yes = Yes
export-factsheet-overdue-no = No
export-factsheet-summary = Summary
export-factsheet-summary-sum = Sum
export-factsheet-summary-avg = Average
export-factsheet-submit = Export
