## Редактор шаблонов форм

editor-loading = Загрузка шаблона
editor-title-plain = Шаблон формы { $key }
editor-load-failed = Не удалось загрузить шаблон: { $reason }
editor-not-found = Шаблона формы «{ $key }» нет
editor-back-to-forms = К шаблонам форм
editor-status-draft = Черновик, ред. { $revision }, на основе версии { $version }
editor-status-new-draft = Черновик, ред. { $revision } (ещё не публиковался)
editor-status-published = Опубликована версия { $version }
editor-toolbar = Действия редактора
editor-undo = Отменить
editor-redo = Повторить
editor-preview = Просмотр
editor-preview-title = Просмотр: { $name }
editor-json = JSON
editor-publish = Опубликовать
editor-published = Версия { $version } опубликована.
editor-discard = Удалить черновик
editor-discard-title = Удалить этот черновик?
editor-discard-text = Все изменения после опубликованной версии будут потеряны; шаблон вернётся к опубликованной версии.
editor-discard-text-new = Этот шаблон ни разу не публиковался: удаление черновика удалит шаблон со всеми изменениями, и он исчезнет из списка форм.
editor-discarded = Черновик удалён.
editor-discard-failed = Не удалось удалить черновик: { $reason }
editor-cancel = Отмена
editor-save-saved = Сохранено
editor-save-saving = Сохранение…
editor-save-pending = Изменения ещё не сохранены
editor-save-failed = Не сохранено: { $reason }
editor-save-retry = Повторить попытку
editor-reload = Перезагрузить
editor-reload-title = Перезагрузить шаблон?
editor-reload-text = Ваши несохранённые изменения будут отброшены, и откроется версия, сохранённая другим автором.
editor-engine-failed = Формулы невозможно проверить: { $reason }
editor-fields = Поля
editor-no-selection = Выберите поле в дереве, чтобы изменить его.
editor-tab-field = Поле
editor-tab-validations = Проверки
editor-tab-form = Форма
editor-properties-of = Свойства поля { $name }

## Дерево
editor-tree-tools = Действия с полями
editor-tree-add = Добавить поле
editor-tree-add-child = Добавить вложенное
editor-tree-move-up = Выше
editor-tree-move-down = Ниже
editor-tree-outdent = Уменьшить отступ
editor-tree-indent = Увеличить отступ
editor-tree-delete = Удалить
editor-refused-not-found = Этого поля больше нет.
editor-refused-too-deep = Поля вкладываются не более чем на четыре уровня.
editor-refused-not-a-container = Поля может содержать только группа полей (или поле, у которого уже есть вложенные).
editor-refused-no-previous-sibling = Выше нет поля, в которое можно вложить.
editor-refused-at-top-level = Поле уже на верхнем уровне.
editor-refused-at-edge = Дальше в эту сторону поле переместить нельзя.
editor-refused-into-itself = Поле нельзя переместить внутрь самого себя.
editor-refused-last-field = В форме должно быть хотя бы одно поле.
editor-refused-invalid-name = Это недопустимое внутреннее имя.
editor-refused-name-taken = У другого поля уже есть такое внутреннее имя.

## Типы полей
editor-type-numeric = Число
editor-type-currency = Денежная сумма
editor-type-percentual = Процент
editor-type-date = Дата
editor-type-dropdown = Выпадающий список
editor-type-text = Текст
editor-type-textarea = Длинный текст
editor-type-fieldset = Группа полей
editor-type-COVENANT = Ковенант
editor-type-boolean = Да/нет

## Свойства поля
editor-prop-internal-name = Внутреннее имя
editor-rename = Переименовать
editor-rename-help = Формулы, проверки и отчёты ссылаются на поле по этому имени.
editor-rename-invalid = Используйте латинские буквы и цифры, начиная со строчной буквы (например, totalAssets).
editor-rename-taken = Другое поле уже называется { $name }.
editor-rename-usages-failed = Не удалось проверить, где используется поле: { $reason }
editor-rename-title = Переименовать { $from } в { $to }
editor-rename-used = Поле используется { $count ->
    [one] в { $count } месте
   *[other] в { $count } местах
  }:
editor-rename-explain = «Только переименовать» оставляет эти ссылки как есть: публикация сообщит о них. «Переименовать везде в этой форме» также переписывает ссылки в формулах и проверках этой формы; другие шаблоны сохраняют старое имя.
editor-rename-only = Только переименовать
editor-rename-everywhere = Переименовать везде в этой форме
editor-prop-type = Тип
editor-prop-covenant-type = Тип значения ковенанта
editor-prop-label = Название
editor-prop-guide = Подсказка
editor-translation-input = { $text } ({ $language })
editor-translation-fallback = Показывается по-английски: { $text }
editor-prop-flags = Поведение
editor-flag-required = Обязательное
editor-flag-read-only = Только чтение
editor-flag-visible = Видимое
editor-flag-admin-only = Только для администраторов
editor-flag-block = Строка заголовка раздела
editor-prop-grid = Оформление
editor-grid-bold = Жирный шрифт
editor-grid-highlight = Выделение
editor-grid-collapsed = Свёрнуто сначала
editor-grid-hideComparisons = Без столбцов сравнения
editor-prop-number = Числовые настройки
editor-prop-kind = Характер значения
editor-kind-stock = Остаток (на конец месяца)
editor-kind-flow = Оборот (с начала финансового года)
editor-prop-decimals = Знаков после запятой
editor-prop-unit = Единица
editor-unit-count = Количество
editor-unit-times = Раз
editor-unit-days = Дни
editor-unit-years = Годы
editor-unit-tonnes = Тонны
editor-unit-hectares = Гектары
editor-unit-hours = Часы
editor-unit-score = Баллы
editor-rule-allow-negative = Допускаются отрицательные значения
editor-rule-min = Минимум
editor-rule-max = Максимум
editor-prop-text = Настройки текста
editor-rule-min-length = Минимальная длина
editor-rule-max-length = Максимальная длина
editor-rule-format = Формат
editor-format-email = Эл. почта
editor-format-telephone = Телефон
editor-format-url = Веб-адрес
editor-format-number = Число
editor-format-date = Дата
editor-dropdown-options = Варианты
editor-dropdown-value = Сохраняемое значение варианта { $number }
editor-dropdown-label = Название варианта { $number }
editor-dropdown-delete = Удалить вариант { $number }
editor-dropdown-add = Добавить вариант
editor-prop-formula = Формула
editor-prop-formula-help = Поле с формулой вычисляется; оставьте её пустой для поля, которое заполняет клиент.

## Использование и удаление
editor-usage-formula = Формула
editor-usage-validation = Проверка
editor-usage-covenant = Ковенант
editor-usage-report = Шаблон отчёта
editor-usage-excel = Шаблон Excel
editor-usage-other = Используется
editor-delete-title = Удалить { $name }?
editor-delete-confirm = Удалить
editor-delete-children = Вместе с ним удаляются вложенные поля: { $count }.
editor-delete-checking = Поиск мест, где используется поле
editor-delete-usages-failed = Не удалось проверить, где используется поле: { $reason }
editor-delete-unused = На это поле ничто не ссылается.
editor-delete-used = Ссылки на удаляемые поля ({ $count }):
editor-delete-dangling = Удалить всё равно можно: публикация будет отклонена, пока эти ссылки указывают на несуществующее поле.

## Проверки
editor-validations-help = Проверки шага должны быть истинными, чтобы шаг прошёл: ошибка не даёт отправить, предупреждение только сообщает.
editor-validations-empty = В этой форме нет проверок шага.
editor-validations-add = Добавить проверку
editor-validation-title = Проверка { $number } { $key }
editor-validation-up = Переместить проверку { $number } выше
editor-validation-down = Переместить проверку { $number } ниже
editor-validation-delete = Удалить проверку { $number }
editor-validation-type = Серьёзность
editor-validation-error = Ошибка
editor-validation-warn = Предупреждение
editor-validation-formula = Условие проверки { $number }
editor-validation-formula-help = Формула «да/нет», которая должна быть истинной, например totalAssets == totalLiabilitiesAndEquity.
editor-validation-not-boolean = Условие должно давать «да» или «нет» (сравнение, and, or…).
editor-validation-message = Сообщение проверки { $number }
editor-validation-dependencies = Поля, у которых показывается сообщение
editor-validation-dependencies-empty = Поля, которые читает условие

## Настройки формы
editor-form-name = Название формы
editor-form-guide = Руководство по форме
editor-form-client-types = Типы клиентов
editor-form-category = Категория
editor-category-organisation = Организация
editor-category-financial = Финансы
editor-category-social = Социальные показатели
editor-category-statistics = Статистика
editor-form-period-type = Период значения
editor-period-month = Месяц
editor-period-quarter = Квартал
editor-period-year = Год
editor-form-target = Данные относятся к
editor-target-client = Клиенту
editor-target-investment = Инвестиции
editor-form-type = Вид формы
editor-form-type-form = Форма
editor-form-type-covenants = Форма ковенантов
editor-form-settings = Настройки
editor-form-uploadable = Входит в шаблон загрузки Excel
editor-form-currency-scaled = Суммы вводятся в масштабе отчёта
editor-form-comparisons = Столбцы сравнения
editor-comparison-1FY = Конец прошлого финансового года
editor-comparison-1M = Предыдущий месяц
editor-comparison-1Y = Тот же месяц прошлого года

## JSON
editor-json-title = JSON шаблона
editor-json-label = Конфигурация шаблона в JSON
editor-json-apply = Применить
editor-json-revert = Вернуть текст
editor-json-invalid = Это некорректный JSON: { $reason }
editor-json-not-object = Конфигурация должна быть объектом JSON.
editor-json-schema-errors = Ошибки схемы: { $count } (черновик сохраняется; публикация отклоняется, пока они не исправлены):
