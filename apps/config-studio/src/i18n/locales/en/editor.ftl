## Form template editor

editor-loading = Loading the template
editor-title-plain = Form template { $key }
editor-load-failed = The template could not be loaded: { $reason }
editor-not-found = There is no form template “{ $key }”
editor-back-to-forms = Back to the form templates
editor-status-draft = Draft rev { $revision } based on version { $version }
editor-status-new-draft = Draft rev { $revision } (never published)
editor-status-published = Published version { $version }
editor-toolbar = Editor actions
editor-undo = Undo
editor-redo = Redo
editor-preview = Preview
editor-preview-title = Preview of { $name }
editor-json = JSON
editor-publish = Publish
editor-published = Version { $version } is published.
editor-discard = Discard draft
editor-discard-title = Discard this draft?
editor-discard-text = Every change since the published version is lost; the template goes back to its published version.
editor-discard-text-new = This template was never published: discarding deletes it with every change, and it leaves the list of forms.
editor-discarded = The draft is discarded.
editor-discard-failed = The draft could not be discarded: { $reason }
editor-cancel = Cancel
editor-save-saved = Saved
editor-save-saving = Saving…
editor-save-pending = Changes not saved yet
editor-save-failed = Not saved: { $reason }
editor-save-retry = Retry
editor-reload = Reload
editor-reload-title = Reload the template?
editor-reload-text = Your changes that were not saved are discarded and the version saved by the other author is shown.
editor-engine-failed = The formulas cannot be checked: { $reason }
editor-fields = Fields
editor-no-selection = Select a field in the tree to edit it.
editor-tab-field = Field
editor-tab-validations = Validations
editor-tab-form = Form
editor-properties-of = Properties of { $name }

## Tree
editor-tree-tools = Field actions
editor-tree-add = Add field
editor-tree-add-child = Add child
editor-tree-move-up = Move up
editor-tree-move-down = Move down
editor-tree-outdent = Outdent
editor-tree-indent = Indent
editor-tree-delete = Delete
editor-refused-not-found = That field no longer exists.
editor-refused-too-deep = Fields nest at most four levels deep.
editor-refused-not-a-container = Only a fieldset (or a field that already has children) can hold fields.
editor-refused-no-previous-sibling = There is no field above to indent into.
editor-refused-at-top-level = The field is already at the top level.
editor-refused-at-edge = The field cannot move further that way.
editor-refused-into-itself = A field cannot move inside itself.
editor-refused-last-field = A form needs at least one field.
editor-refused-invalid-name = That is not a valid internal name.
editor-refused-name-taken = Another field already has that internal name.

## Field types
editor-type-numeric = Number
editor-type-currency = Currency
editor-type-percentual = Percentage
editor-type-date = Date
editor-type-dropdown = Dropdown
editor-type-text = Text
editor-type-textarea = Long text
editor-type-fieldset = Fieldset
editor-type-COVENANT = Covenant
editor-type-boolean = Yes/no

## Field properties
editor-prop-internal-name = Internal name
editor-rename = Rename
editor-rename-help = Formulas, validations and reports refer to the field by this name.
editor-rename-invalid = Use letters and digits, starting with a lower-case letter (e.g. totalAssets).
editor-rename-taken = Another field is already called { $name }.
editor-rename-usages-failed = The uses of the field could not be checked: { $reason }
editor-rename-title = Rename { $from } to { $to }
editor-rename-used = The field is used in { $count ->
    [one] one place
   *[other] { $count } places
  }:
editor-rename-explain = “Rename only” leaves these references as they are: publishing reports them. “Rename everywhere in this form” also rewrites the references in this form's formulas and validations; other templates keep the old name.
editor-rename-only = Rename only
editor-rename-everywhere = Rename everywhere in this form
editor-prop-type = Type
editor-prop-covenant-type = Type of the covenant value
editor-prop-label = Label
editor-prop-guide = Help text
editor-translation-input = { $text } ({ $language })
editor-translation-fallback = Shown in English: { $text }
editor-prop-flags = Behaviour
editor-flag-required = Required
editor-flag-read-only = Read-only
editor-flag-visible = Visible
editor-flag-admin-only = Administrators only
editor-flag-block = Section header row
editor-prop-grid = Presentation
editor-grid-bold = Bold
editor-grid-highlight = Highlighted
editor-grid-collapsed = Collapsed at first
editor-grid-hideComparisons = No comparison columns
editor-prop-number = Number settings
editor-prop-kind = Kind of value
editor-kind-stock = Stock (balance at month end)
editor-kind-flow = Flow (year-to-date amount)
editor-prop-decimals = Decimals shown
editor-prop-unit = Unit
editor-unit-count = Count
editor-unit-times = Times
editor-unit-days = Days
editor-unit-years = Years
editor-unit-tonnes = Tonnes
editor-unit-hectares = Hectares
editor-unit-hours = Hours
editor-unit-score = Score
editor-rule-allow-negative = Negative values allowed
editor-rule-min = Minimum
editor-rule-max = Maximum
editor-prop-text = Text settings
editor-rule-min-length = Minimum length
editor-rule-max-length = Maximum length
editor-rule-format = Format
editor-format-email = E-mail
editor-format-telephone = Telephone
editor-format-url = Web address
editor-format-number = Number
editor-format-date = Date
editor-dropdown-options = Options
editor-dropdown-value = Stored value of option { $number }
editor-dropdown-label = Label of option { $number }
editor-dropdown-delete = Delete option { $number }
editor-dropdown-add = Add option
editor-prop-formula = Formula
editor-prop-formula-help = A field with a formula is computed; leave it empty for a field the client types.

## Usages and deletion
editor-usage-formula = Formula
editor-usage-validation = Validation
editor-usage-covenant = Covenant
editor-usage-report = Report template
editor-usage-excel = Excel template
editor-usage-other = Used
editor-delete-title = Delete { $name }?
editor-delete-confirm = Delete
editor-delete-children = Its { $count ->
    [one] child field is
   *[other] { $count } child fields are
  } deleted with it.
editor-delete-checking = Looking for the uses of the field
editor-delete-usages-failed = The uses of the field could not be checked: { $reason }
editor-delete-unused = Nothing refers to this field.
editor-delete-used = { $count ->
    [one] One reference
   *[other] { $count } references
  } to the deleted fields:
editor-delete-dangling = You may still delete: publishing is refused while these references point to a missing field.

## Validations
editor-validations-help = Step validations must be true for the step to pass: an error blocks submitting, a warning only informs.
editor-validations-empty = This form has no step validations.
editor-validations-add = Add validation
editor-validation-title = Validation { $number } { $key }
editor-validation-up = Move validation { $number } up
editor-validation-down = Move validation { $number } down
editor-validation-delete = Delete validation { $number }
editor-validation-type = Severity
editor-validation-error = Error
editor-validation-warn = Warning
editor-validation-formula = Condition of validation { $number }
editor-validation-formula-help = A yes/no formula that must be true, e.g. totalAssets == totalLiabilitiesAndEquity.
editor-validation-not-boolean = The condition must give yes or no (a comparison, and, or…).
editor-validation-message = Message of validation { $number }
editor-validation-dependencies = Fields that show the message
editor-validation-dependencies-empty = The fields the condition reads

## Form settings
editor-form-name = Form name
editor-form-guide = Form guide
editor-form-client-types = Client types
editor-form-category = Category
editor-category-organisation = Organisation
editor-category-financial = Financial
editor-category-social = Social
editor-category-statistics = Statistics
editor-form-period-type = Period of a value
editor-period-month = Month
editor-period-quarter = Quarter
editor-period-year = Year
editor-form-target = Data belongs to
editor-target-client = The client
editor-target-investment = An investment
editor-form-type = Kind of form
editor-form-type-form = Form
editor-form-type-covenants = Covenants form
editor-form-settings = Settings
editor-form-uploadable = Part of the Excel upload template
editor-form-currency-scaled = Currency values typed in the report's scale
editor-form-comparisons = Comparison columns
editor-comparison-1FY = End of last financial year
editor-comparison-1M = Previous month
editor-comparison-1Y = Same month last year

## JSON
editor-json-title = JSON of the template
editor-json-label = Template configuration as JSON
editor-json-apply = Apply
editor-json-revert = Revert
editor-json-invalid = This is not valid JSON: { $reason }
editor-json-not-object = The configuration must be a JSON object.
editor-json-schema-errors = { $count ->
    [one] One schema error
   *[other] { $count } schema errors
  } (the draft is kept; publishing is refused until they are fixed):
