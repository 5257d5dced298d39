### The API's own words in English, the reference of every translation: tests and docs/excel.md quote them.

## The upload's answers: refusals, file problems, the FIELDS and VALUES entries of validationErr.

upload-outdated = The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.
upload-mismatch = The file does not match the template: { $problems ->
      [one] { $problems } problem
     *[other] { $problems } problems
    }; nothing was stored.
upload-injections = The file has formulas in { $cells ->
      [one] { $cells } input cell
     *[other] { $cells } input cells
    }; they are refused for safety. Type plain values and upload again; nothing was stored.
upload-validations = The uploaded values fail { $validations ->
      [one] { $validations } validation
     *[other] { $validations } validations
    }: { $messages } Nothing was stored.

upload-file-empty = The file is empty. Please select the filled template.
upload-file-too-large = File size must be less than 3MB.
upload-file-not-spreadsheet = This file is not an Excel workbook (its content is not .xlsx, whatever its name). Please upload the filled template.
upload-file-legacy-xls = This is an Excel 97-2003 workbook (.xls), which cannot be read. Open it in Excel, save it as an Excel Workbook (.xlsx) and upload that file.
upload-file-password-protected = This workbook is password-protected (encrypted), so it cannot be read. Remove the password (File › Info › Protect Workbook) and upload it again.
upload-file-corrupt = This workbook is damaged and cannot be opened. Please save it again in Excel and upload it again.
upload-file-zip-bomb = This file unpacks to more than { $megabytes } MB, far more than any template; it was refused.
upload-busy = The server is busy reading other files. Please upload the file again in { $seconds } s.

upload-settings = Please select a currency!
upload-wrong-period = This file is for the period { $file }, but the report is for { $report }.
upload-no-file = Please select a file.
upload-other-settings = This report is already being filled in { $currency }, scale 1/{ $scale }: upload with these settings.
upload-wrong-status = The report is { $status }: it cannot be submitted by upload now.
upload-submitted = Report send for approval
upload-saved-in-progress = The values were saved; the report stays in progress until the client submits it.

upload-field-sheet-form = sheet "{ $sheet }": form { $form }
upload-field-sheet-form-again = sheet "{ $sheet }": form { $form } (a second time)
upload-field-empty-key = (empty)
upload-field-not-a-form = (not a form of this report: remove the sheet)
upload-field-only-sheet = only sheet "{ $sheet }"
upload-field-missing-sheet = (missing) sheet of { $form }
upload-field-form-sheet = sheet "{ $sheet }" (form { $form })
upload-field-cell-key = { $cell }: { $key }
upload-field-cell-key-again = { $cell }: { $key } (a second time)
upload-field-no-such-field = (no such field in { $form }: remove the row)
upload-field-only-row = only row { $row }
upload-field-cell-label = { $cell }: "{ $label }"
upload-field-label-of-field = "{ $label }" ({ $field })
upload-field-missing-field = (missing) { $field }
upload-field-row-with-key = sheet "{ $sheet }": row "{ $label }" with key { $key }

upload-cell-formula = a formula in an input cell: type the value itself
upload-cell-excel-error = an Excel error ({ $error })
upload-cell-yes-or-no = expected yes or no

## normalise's reasons (../reports/wizard.ts): English is what it writes, the translations replace it.

upload-reason-digits-only = use only digits, a leading minus sign, dots and commas
upload-reason-one-digit = enter at least one digit
upload-reason-too-large = the number is too large
upload-reason-number = expected a number
upload-reason-negative = may not be negative
upload-reason-at-least = must be at least { $min }
upload-reason-at-most = must be at most { $max }
upload-reason-date = expected a date (DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD)
upload-reason-boolean = expected true or false
upload-reason-text = expected a text
upload-reason-choice = not one of the choices
# The English keeps "characters" whatever the count, as the save's own reason does.
upload-reason-max-length = at most { $count } characters

## The frame of a template workbook: field and form names come from the templates themselves.

template-field = Field
template-value = Value
template-info = { $client } · { $period } · { $currency }, scale 1/{ $scale }
template-guide = Fill in the white cells only. Grey cells are computed on upload or come from earlier periods. The sheet protection has no password: it is a guide, not a lock.
template-yes = Yes
template-no = No

## A numeric field's unit after its value: the form renderer's words for them.

template-unit-count = count
template-unit-times = ×
template-unit-days = days
template-unit-years = years
template-unit-tonnes = t
template-unit-hectares = ha
template-unit-hours = h
template-unit-score = pts

## E-mails: plain text, the HTML part is made from it.

mail-invitation-subject = You are invited to the Ledgerline reporting portal
mail-invitation-body =
    Hello { $name },

    { $inviter } invites you to the Ledgerline reporting portal. Open this link to accept the invitation and complete your registration:

    { $link }

    The invitation is valid until { $date }. If you do not wish to join, you can decline it from the same link.
mail-validation-token-subject = Your Ledgerline validation token
mail-validation-token-body =
    Hello { $name },

    Your validation token is:

    { $token }

    It is valid for 10 minutes. Enter it on the registration page, or open this link:

    { $link }
mail-reset-code-subject = Your Ledgerline password reset code
mail-reset-code-body =
    Hello { $name },

    We received a request to reset the password of your Ledgerline account. Your code is:

    { $code }

    It is valid for 30 minutes. Enter it on the password reset page:

    { $link }

    If you did not ask for this, ignore this message: your password stays as it is.
mail-report-reminder-subject = Reminder: { $template }, { $client }, { $period }
mail-report-reminder-body =
    Hello { $name },

    This report is waiting to be filed:

    { $template }
    { $client }, { $period }
    Due on { $date }

    Open it here:

    { $link }
