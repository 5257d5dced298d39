## Publish dialog
publish-title-form = Публикация шаблона формы { $key }
publish-title-report = Публикация шаблона отчёта { $key }
publish-problems-title = Проблемы
publish-checking = Проверка черновика
publish-check-failed = Не удалось проверить черновик.
publish-draft-missing = Нет черновика для публикации.
publish-no-problems = Проверка не нашла проблем.
publish-severity-error = Ошибка
publish-severity-warning = Предупреждение
publish-problem-position = строка { $line }, столбец { $column }
publish-blocked = { $count ->
    [one] Публикация невозможна: в черновике { $count } ошибка. Сначала исправьте её в редакторе.
    [few] Публикация невозможна: в черновике { $count } ошибки. Сначала исправьте их в редакторе.
   *[other] Публикация невозможна: в черновике { $count } ошибок. Сначала исправьте их в редакторе.
}
publish-changes-title = Изменения с версии { $version }
publish-diff-loading = Сравнение с опубликованной версией
publish-diff-failed = Не удалось получить список изменений.
publish-no-changes = Черновик совпадает с опубликованной версией.
publish-first-version = Это будет первая опубликованная версия.
publish-change-added = Добавлено
publish-change-removed = Удалено
publish-change-changed = Изменено
publish-change-moved = Перемещено
publish-desc-field-added = Добавлено поле: { $label } ({ $name })
publish-desc-field-removed = Удалено поле: { $label } ({ $name })
publish-desc-field-moved = { $name }: перемещено на позицию { $position } в { $parent }
publish-desc-field-moved-top = { $name }: перемещено на позицию { $position } верхнего уровня
publish-desc-property-changed = { $subject }: изменено «{ $property }»: { $before } → { $after }
publish-desc-property-added = { $subject }: добавлено «{ $property }»: { $after }
publish-desc-property-removed = { $subject }: удалено «{ $property }» (было { $before })
publish-desc-translated-changed = { $subject }: изменено «{ $property }» ({ $language }): { $before } → { $after }
publish-desc-translated-added = { $subject }: добавлено «{ $property }» ({ $language }): { $after }
publish-desc-translated-removed = { $subject }: удалено «{ $property }» ({ $language }, было { $before })
publish-desc-template = Шаблон
publish-desc-validation = Проверка { $number }
publish-desc-validation-keyed = Проверка { $number } ({ $key })
publish-desc-validation-added = { $name } добавлена: { $message }
publish-desc-validation-removed = { $name } удалена: { $message }
publish-desc-item-moved = { $name }: перемещено на позицию { $position }
publish-desc-step = Шаг { $number } ({ $form })
publish-desc-step-added = { $name } добавлен
publish-desc-step-removed = { $name } удалён
publish-prop-message = Сообщение
publish-prop-dependencies = Поля, которые получают сообщение
publish-prop-client-types = Типы клиентов
publish-value-yes = да
publish-value-no = нет
publish-impact-title = Что изменится
publish-impact-hint = Пересчитывает последний утверждённый отчёт каждого клиента с черновиком вместо опубликованной версии. Это может занять несколько секунд.
publish-impact-run = Показать, что изменится
publish-impact-run-again = Проверить снова
publish-impact-running = Пересчёт утверждённых отчётов
publish-impact-failed = Не удалось пересчитать утверждённые отчёты.
publish-impact-checked = { $count ->
    [one] Проверены отчёты { $count } клиента.
   *[other] Проверены отчёты { $count } клиентов.
}
publish-impact-none = Ни один утверждённый отчёт не изменится.
publish-impact-client = { $name }, { $period } ({ $count ->
    [one] { $count } отличие
    [few] { $count } отличия
   *[other] { $count } отличий
})
publish-impact-values = Вычисляемые значения
publish-impact-validations = Проверки
publish-impact-covenants = Уровни ковенантов
publish-outcome-passes = выполнена
publish-outcome-fails = не выполнена
publish-outcome-na = н/д
publish-outcome-ok = в пределах
publish-outcome-alert = предупреждение
publish-outcome-breach = нарушение
publish-conflict = Кто-то другой тем временем изменил или опубликовал этот шаблон. Перезагрузите его, чтобы увидеть его версию, прежде чем публиковать.
publish-refused = Сервер отказался публиковать черновик.
publish-failed = Не удалось опубликовать черновик.
publish-done = Версия { $version } опубликована.
publish-cancel = Отмена
publish-close = Закрыть
publish-submit = Опубликовать

## Compare versions
compare-open = Сравнить версии
compare-title = Сравнение версий { $key }
compare-loading = Загрузка версий
compare-load-failed = Не удалось загрузить версии.
compare-nothing = У этого шаблона пока нет ни опубликованной версии, ни черновика.
compare-from = Исходная версия
compare-to = Целевая версия
compare-draft = Черновик
compare-version = Версия { $version }
compare-changes-title = Изменения
compare-diff-loading = Сравнение двух версий
compare-diff-failed = Не удалось получить список изменений.
compare-no-changes = Эти две версии совпадают.
compare-same-choice = С обеих сторон выбрана одна и та же версия. Выберите две разные, чтобы увидеть изменения.

## Preview
preview-title = Предпросмотр
preview-client = Клиент
preview-client-placeholder = Найти клиента
preview-no-clients = Нет подходящих клиентов с типами этой формы.
preview-clients-failed = Не удалось загрузить клиентов.
preview-period = Период
preview-language = Язык
preview-choose-client = Выберите клиента, чтобы увидеть форму с его данными.
preview-loading = Загрузка данных клиента
preview-data-failed = Не удалось загрузить данные клиента.
preview-draft-failed = Черновик в текущем виде нельзя показать.
preview-showing = { $client }, { $period }

## Report template editor
report-loading = Загрузка шаблона отчёта
report-load-failed = Не удалось загрузить шаблон отчёта.
report-retry = Повторить
report-title = Шаблон отчёта: { $name }
report-status-draft = Черновик, редакция { $revision }
report-status-published = Опубликован, версия { $version }
report-status-new = Новый, ещё не сохранён
report-save-saved = Все изменения сохранены
report-save-unsaved = Есть несохранённые изменения
report-save-saving = Сохранение…
report-save-error = Не сохранено
report-save-conflict = Не сохранено: кто-то другой изменил шаблон
report-save-failed = Не удалось сохранить черновик. Ваши изменения остались на экране.
report-conflict = Кто-то другой сохранил этот черновик после того, как вы его открыли. Ваши изменения остаются здесь, но не сохранены.
report-reload = Загрузить их версию
report-reload-confirm = Заменить ваши несохранённые изменения сохранённым черновиком?
report-keep = Оставить мои
report-toolbar = Действия с шаблоном отчёта
report-undo = Отменить
report-redo = Повторить действие
report-diff-publish = Различия / Опубликовать
report-publish-no-draft = Нет черновика для публикации: сначала что-нибудь измените.
report-publish-unsaved = Дождитесь сохранения изменений.
report-discard = Удалить черновик
report-discard-confirm = Удалить черновик и вернуться к опубликованной версии?
report-discard-confirm-new = Удалить черновик? Этот отчёт ни разу не публиковался, поэтому он будет удалён и исчезнет из списка отчётов.
report-discard-failed = Не удалось удалить черновик.
report-name-legend = Название
report-name-in = Название ({ $language })
report-name-required = Название на английском обязательно.
report-guide-legend = Пояснение
report-guide-in = Пояснение ({ $language })
report-category = Категория
report-category-organisation = Организация
report-category-financial = Финансы
report-category-social = Социальная
report-category-statistics = Статистика
report-schedule = Периодичность
report-schedule-monthly = Ежемесячно
report-schedule-quarterly = Ежеквартально
report-schedule-yearly = Ежегодно
report-due-after = Срок сдачи (дней)
report-due-after-hint = Дней после окончания периода, от 0 до 366.
report-client-types = Типы клиентов, которые сдают этот отчёт
report-client-types-required = Выберите хотя бы один тип клиента.
report-steps-title = Шаги
report-steps-hint = Формы, которые заполняет клиент, в этом порядке. Alt+Вверх и Alt+Вниз перемещают шаг с фокусом.
report-steps-empty = Шагов пока нет: добавьте опубликованную форму ниже.
report-step-new-version = новые отчёты получают версию { $version }
report-step-unknown-form = Эта форма не опубликована.
report-step-move-up = Переместить { $name } вверх
report-step-move-down = Переместить { $name } вниз
report-step-remove = Удалить { $name }
report-step-required = Обязательный
report-step-client-types = Типы клиентов, которые заполняют { $name }
report-step-filed-by = Заполняют
report-add-form = Добавляемая форма
report-add-form-placeholder = Выберите опубликованную форму
report-add-form-none = Все опубликованные формы уже добавлены как шаги.
report-add-step = Добавить шаг
