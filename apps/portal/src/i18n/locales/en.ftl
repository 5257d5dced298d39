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
success = Success
no-data = No data could be found.
required-fields = Please fill in all required fields
field-required = field is required
not-found = 404 Not found
not-found-detail = There is no page at this address.
page-planned = This screen is not available yet.

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
login-failed = Failed to authenticate
login-sso-redirect = Redirecting to single sign-on…
login-token-redirect = You are logged in. Opening the portal…
back-to-login = Back to login

## Passwords

password = Password
password-retype = Re-type password
password-min-length = minimal length is 6
password-max-length = maximal length is 33
password-too-weak = the password is too weak
passwords-dont-match = Passwords don't match
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
reset-token-required = Please fill in the token
reset-code-invalid = The code you entered is not valid. Please try again.
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
validation-token-invalid = The token you've provided is invalid.
invitation-invalid = This token is invalid.
decline-question = Why do you decline the invitation?
decline-reason = Reason
decline-go-back = Go Back
decline-failed = Your answer could not be sent.
decline-thanks = Thank you for your feedback.
registration-title = Registration
registration-intro = Please fill in or update the following data.
registration-complete = Complete your registration
registration-failed = The registration could not be completed.
registration-wrong-token = Wrong token.
registration-no-user = No user found.
account-inactive = Your account is currently inactive. Please activate your account in order to log in.
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
no-client = No client
client-inactive = This client is currently inactive.

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
service-status = Service status
service-checking = Checking the service
service-unreachable = The service cannot be reached
service-api = API
service-running = Running
service-degraded = Degraded
service-database = Database
service-connected = Connected
service-unavailable = Unavailable
service-version = Version

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
settings-required = Please select a currency!
start-title = Submission of { $title }
start-step-settings = Step 1: verify the configuration
start-step-previous = Step 2: review open previous reports
start-previous-open = { $n } previous reports are still open
start-no-previous-open = No previous reports are open.
start-reporting = Start Reporting
start-file-based = File Based Submission
start-file-based-unavailable = Uploading a filled template file is not available yet; please use the manual submission.
start-download-template = Download template
start-manual = Manual Submission
start-manual-text = Fill in the report step by step in the browser.
start-submission = Start Submission
start-preview = Preview
audit-start-title = Start Auditing { $title }
audit-start-text = Report submitted by { $name } is ready to be audited
audit-start = Start Auditing
audit-view-only = View, without audit
wizard-load-failed = The report could not be loaded.
wizard-not-found = There is no such report for this period.
wizard-client-status = Client status: { $status }
wizard-no-steps = This report has no steps.
wizard-reporting-in = Reporting in { $currency }, scale 1/{ $scale }
wizard-last-step = All steps have been filled in. Click Finish.
wizard-previous = Previous
wizard-next = Next
wizard-finish = Finish
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
