## Publish dialog
publish-title-form = Publish the form template { $key }
publish-title-report = Publish the report template { $key }
publish-problems-title = Problems
publish-checking = Checking the draft
publish-check-failed = The draft could not be checked.
publish-draft-missing = There is no draft to publish.
publish-no-problems = The check found no problems.
publish-severity-error = Error
publish-severity-warning = Warning
publish-problem-position = line { $line }, column { $column }
publish-blocked = { $count ->
    [one] Publish is not possible: the draft has an error. Correct it in the editor first.
   *[other] Publish is not possible: the draft has { $count } errors. Correct them in the editor first.
}
publish-changes-title = Changes since version { $version }
publish-diff-loading = Comparing with the published version
publish-diff-failed = The changes could not be listed.
publish-no-changes = The draft is the same as the published version.
publish-first-version = This will be the first published version.
publish-change-added = Added
publish-change-removed = Removed
publish-change-changed = Changed
publish-change-moved = Moved
publish-impact-title = What would change
publish-impact-hint = Recomputes each client's last approved report with the draft instead of the published version. This can take a few seconds.
publish-impact-run = Show what would change
publish-impact-run-again = Check again
publish-impact-running = Recomputing the approved reports
publish-impact-failed = The approved reports could not be recomputed.
publish-impact-checked = { $count ->
    [one] One client's report was checked.
   *[other] { $count } clients' reports were checked.
}
publish-impact-none = No approved report would change.
publish-impact-client = { $name }, { $period } ({ $count ->
    [one] one difference
   *[other] { $count } differences
})
publish-impact-values = Computed values
publish-impact-validations = Validations
publish-impact-covenants = Covenant levels
publish-outcome-passes = passes
publish-outcome-fails = fails
publish-outcome-na = n/a
publish-outcome-ok = within limits
publish-outcome-alert = alert
publish-outcome-breach = breach
publish-conflict = Someone else changed or published this template in the meantime. Reload it to see their version before publishing.
publish-refused = The server refused to publish the draft.
publish-failed = The draft could not be published.
publish-done = Version { $version } is published.
publish-cancel = Cancel
publish-close = Close
publish-submit = Publish

## Compare versions
compare-open = Compare versions
compare-title = Compare versions of { $key }
compare-loading = Loading the versions
compare-load-failed = The versions could not be loaded.
compare-nothing = This template has no published version and no draft yet.
compare-from = From
compare-to = To
compare-draft = Draft
compare-version = Version { $version }
compare-changes-title = Changes
compare-diff-loading = Comparing the two versions
compare-diff-failed = The changes could not be listed.
compare-no-changes = These two versions are the same.
compare-same-choice = The same version is chosen on both sides. Choose two different ones to see what changed.

## Preview
preview-title = Preview
preview-client = Client
preview-client-placeholder = Search a client
preview-no-clients = No client of the form's client types matches.
preview-clients-failed = The clients could not be loaded.
preview-period = Period
preview-language = Language
preview-choose-client = Choose a client to preview the form with their data.
preview-loading = Loading the client's data
preview-data-failed = The client's data could not be loaded.
preview-draft-failed = The draft cannot be previewed as it is.
preview-showing = { $client }, { $period }

## Report template editor
report-loading = Loading the report template
report-load-failed = The report template could not be loaded.
report-retry = Try again
report-title = Report template: { $name }
report-status-draft = Draft, revision { $revision }
report-status-published = Published, version { $version }
report-status-new = New, not saved yet
report-save-saved = All changes saved
report-save-unsaved = Unsaved changes
report-save-saving = Saving…
report-save-error = Not saved
report-save-conflict = Not saved: someone else changed it
report-save-failed = The draft could not be saved. Your changes are still here.
report-conflict = Someone else saved this draft since you opened it. Your changes are kept here but not saved.
report-reload = Load their version
report-reload-confirm = Replace your unsaved changes with the saved draft?
report-keep = Keep mine
report-toolbar = Report template actions
report-undo = Undo
report-redo = Redo
report-diff-publish = Diff / Publish
report-publish-no-draft = There is no draft to publish: change something first.
report-publish-unsaved = Wait until your changes are saved.
report-discard = Discard draft
report-discard-confirm = Discard the draft and go back to the published version?
report-discard-confirm-new = Discard the draft? This report was never published, so it is deleted and leaves the list of reports.
report-discard-failed = The draft could not be discarded.
report-name-legend = Name
report-name-in = Name ({ $language })
report-name-required = The English name is required.
report-guide-legend = Guide
report-guide-in = Guide ({ $language })
report-category = Category
report-category-organisation = Organisation
report-category-financial = Financial
report-category-social = Social
report-category-statistics = Statistics
report-schedule = Schedule
report-schedule-monthly = Monthly
report-schedule-quarterly = Quarterly
report-schedule-yearly = Yearly
report-due-after = Due after (days)
report-due-after-hint = Days after the end of the period, 0 to 366.
report-client-types = Client types that file this report
report-client-types-required = Choose at least one client type.
report-steps-title = Steps
report-steps-hint = The forms a client files, in this order. Alt+Up and Alt+Down move the focused step.
report-steps-empty = No step yet: add a published form below.
report-step-new-version = new reports get version { $version }
report-step-unknown-form = This form is not published.
report-step-move-up = Move { $name } up
report-step-move-down = Move { $name } down
report-step-remove = Remove { $name }
report-step-required = Required
report-step-client-types = Client types that file { $name }
report-step-filed-by = Filed by
report-add-form = Form to add
report-add-form-placeholder = Choose a published form
report-add-form-none = Every published form is already a step.
report-add-step = Add step
