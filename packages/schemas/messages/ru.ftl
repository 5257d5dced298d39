# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Готово
no-data = Данные не найдены.
required-fields = Пожалуйста, заполните все обязательные поля
field-required = поле обязательно
login-failed = Ошибка аутентификации
passwords-dont-match = Пароли не совпадают
reset-token-required = Пожалуйста, введите код
reset-code-invalid = Введённый код недействителен. Попробуйте ещё раз.
validation-token-invalid = Указанный код недействителен.
invitation-invalid = Это приглашение недействительно.
registration-wrong-token = Неверный код.
user-not-found = Пользователь не найден.
account-inactive = Ваша учётная запись сейчас неактивна. Активируйте её, чтобы войти.
validation-token-expired = Срок действия токена истёк. Запросите новый.
too-many-attempts = Слишком много попыток, повторите через { $seconds } с
email-invalid = Недействительный адрес электронной почты
user-email-taken = Пользователь с этим адресом электронной почты уже существует
user-own-roles = Вы не можете изменить свои собственные роли
user-has-account = У этого пользователя уже есть учётная запись
user-created-invitation-not-sent = Пользователь создан, но приглашение не удалось отправить; попробуйте пригласить его ещё раз
invitation-not-sent = Не удалось отправить приглашение, попробуйте ещё раз позже
user-delete-self = Вы не можете удалить своего собственного пользователя
language-unknown = Неизвестный язык
role-unknown = Неизвестная роль { $role }
roles-client-or-provider = У пользователя могут быть либо роли клиента, либо роли поставщика, но не те и другие
roles-client-only = Вы можете назначать только роли клиента
user-clients-required = Выберите клиентов этого пользователя
user-regions-required = Выберите регионы этого пользователя
client-unknown = Неизвестный клиент
region-unknown = Неизвестный регион
account-email-taken = Учётная запись с этим адресом электронной почты уже существует
client-remove-name-mismatch = Не удалось удалить { $name }: название не совпадает
client-remove-confirm-name = Введите название клиента для подтверждения
financial-periods-empty = Укажите хотя бы один финансовый период; пустой список удалил бы их все
period-start-not-date = Не дата: { $value } (дата записывается как ггггммдд, например 20240101)
period-end-not-date = Не дата: { $value } (дата записывается как ггггммдд, например 20241231)
period-first-day = Период начинается в первый день месяца
period-last-day = Период заканчивается в последний день месяца
period-length = Финансовый период длится от 1 до 24 месяцев
period-months-mismatch = С { $start } по { $end } — это { $months } мес., а не { $given }
period-year-taken = Два периода заканчиваются в { $year } году
one-of = Одно из: { $choices }
month-invalid = Месяц в формате ггггмм, например 202401
year-range = Год от 1800 до { $year }
day-of-year-invalid = Это не день года
top-date-after-bottom = Верхняя дата позже нижней
country-unknown = Неизвестная страна
language-unknown-choices = Неизвестный язык { $language }; допустимые: { $languages }
users-form-invalid = Форма заполнена неверно, проверьте её
no-client = Клиент не найден
admin-clients-form-invalid = Форма заполнена неверно, проверьте её
admin-clients-save-failed = Не удалось сохранить
admin-clients-period-start-required = Начало периода обязательно
admin-clients-period-end-required = Конец периода обязателен
admin-clients-period-start-before-end = Начало периода должно быть раньше конца
admin-clients-period-end-after-start = Конец периода должен быть позже начала
admin-clients-period-not-following = Начало периода { $start } не следует за концом предыдущего периода { $previousEnd }
admin-clients-currency-invalid = Трёхбуквенный код валюты, например USD
rate-file-empty = Файл пуст.
rate-file-too-large = Файл больше { $kilobytes } КБ.
rate-file-not-spreadsheet = Файл не является ни файлом CSV, ни книгой Excel (.xlsx).
rate-file-legacy-xls = Это книга Excel 97–2003 (.xls): сохраните её как книгу Excel (.xlsx) или как CSV.
rate-file-password-protected = Эта книга защищена паролем: снимите пароль и загрузите её снова.
rate-file-corrupt = Эта книга повреждена и не может быть открыта: сохраните её заново в Excel.
rate-file-zip-bomb = В распакованном виде этот файл намного больше любой книги с курсами валют; он отклонён.
rate-file-not-base64 = Содержимое файла не является допустимым base64.
rate-month-format = Месяц должен быть записан как ГГГГ-ММ, например 2025-03.
rate-month-too-early = Месяцы до { $year } года не принимаются.
rate-month-future = { $month } — это будущий месяц: курсы сохраняются только для прошедших месяцев.
rate-file-no-rates = В файле нет курсов: добавьте по одной строке на валюту под заголовком.
rate-file-too-many-rates = В файле { $count } курсов; принимается не более { $max }.
rate-file-problems = В файле { $count ->
        [one] { $count } проблема
        [few] { $count } проблемы
       *[many] { $count } проблем
    }; ничего не сохранено.
rate-row-header = Строка { $row }: первая строка должна быть заголовком currency,rate (или pair,rate)
rate-row-columns = Строка { $row }: ожидается 2 столбца ({ $column }, rate), а { $count ->
        [one] найден { $count } столбец
        [few] найдено { $count } столбца
       *[many] найдено { $count } столбцов
    }
rate-row-currency = Строка { $row }: валюта должна быть кодом из 3 заглавных букв, например PEN (найдено: «{ $found }»)
rate-row-currency-empty = Строка { $row }: валюта должна быть кодом из 3 заглавных букв, например PEN (ячейка пуста)
rate-row-pair = Строка { $row }: пара должна состоять из USD и кода валюты заглавными буквами, например USDPEN (найдено: «{ $found }»)
rate-row-pair-empty = Строка { $row }: пара должна состоять из USD и кода валюты заглавными буквами, например USDPEN (ячейка пуста)
rate-row-rate = Строка { $row }: курс должен быть положительным числом, например 3.75 (найдено: «{ $found }»)
rate-row-decimals = Строка { $row }: у курса больше { $max } { $max ->
        [one] знака
       *[other] знаков
    } после запятой
rate-row-duplicate = Строка { $row }: валюта { $currency } уже указана в строке { $firstRow }
rate-row-base = Строка { $row }: USD — базовая валюта, её курс должен быть равен 1
no-report = Отчёт не найден.
remind-wrong-status = Невозможно отправить напоминание: статус отчёта — { $status ->
        [created] создан
        [overdue] просрочен
        [in_progress] в работе
        [submitted] отправлен
        [in_review] на проверке
        [rejected] отклонён
        [approved] утверждён
       *[other] { $status }
    }
remind-no-users = У клиента { $client } нет активных пользователей для напоминания
remind-sent-this-hour = Напоминание об этом отчёте уже отправлялось в течение этого часа
remind-mail-failed = Не удалось отправить письмо (отправлено { $sent } из { $total })
no-investment = Инвестиция не найдена.
no-covenant = Ковенант не найден.
no-waiver = Вейвер не найден.
periodicity-invalid = Периодичность отчётности должна быть одной из: { $choices }
investment-invalid = Недопустимая инвестиция
covenant-not-in-catalogue = Этого ковенанта нет в каталоге.
covenant-archived-not-addable = Этот ковенант находится в архиве с { $date } и больше не может быть добавлен к инвестиции.
covenant-wrong-client-type = Этот ковенант предназначен для клиентов типа { $covenantType }, а не { $clientType }.
covenant-already-applied = Этот ковенант уже применён к этой инвестиции.
covenant-central-mismatch = Ковенант не соответствует указанному центральному ковенанту.
value-required = обязательно
must-be-one-of = должно быть одним из: { $choices }
must-be-date = должно быть датой в формате ггггммдд, например 20240131
covenant-not-of-catalogue = не является ковенантом из каталога
covenant-not-for-client-type = не является ковенантом для клиентов типа { $clientType }
covenant-must-differ = должен отличаться от ковенанта, который он заменяет
covenant-archived-not-choosable = находится в архиве с { $date } и больше не может быть выбран
covenant-internal-name-taken = У другого ковенанта уже есть такое внутреннее название
date-expected = ожидается дата в формате ГГГГММДД
investment-covenant-form-invalid = Форма ковенанта заполнена неверно! Заполните все обязательные значения!
investment-waiver-form-invalid = Форма вейвера заполнена неверно! Заполните все обязательные значения!
central-covenants-invalid = Недопустимые значения, проверьте форму
export-field-type-choose = Выберите: валюта, процент или число.
export-currency-choose = Выберите валюту (3 буквы, например EUR).
export-months-required = Выберите хотя бы один месяц.
export-months-invalid = Периоды — это месяцы (ГГГГММ) с 2000 года по текущий год.
export-reports-calendar-only = Экспорт отчётов охватывает только календарные периоды.
report-status-unknown = Неизвестный статус отчёта.
report-template-unknown = Неизвестный шаблон отчёта.
due-date-invalid = Сроки сдачи — это даты (ГГГГММДД).
due-dates-order = Начальный срок сдачи должен быть как минимум на день раньше конечного.
client-status-unknown = Неизвестный статус клиента.
export-investments-calendar-only = Инвестиции экспортируются по календарным месяцам.
reporting-frequency-unknown = Периодичность отчётности: ежемесячно, ежеквартально или не требуется.
export-type-unknown = Тип экспорта: CLIENT, REGION/COUNTRY или FUNDS.
summary-type-unknown = Тип сводки: SUM или AVG.
currencies-invalid = Валюты — это трёхбуквенные коды, например USD.
period-type-unknown = Тип периода: c (календарный) или f (финансовый).
export-periods-invalid = Периоды — это месяцы (ГГГГММ или ГГГГММДД) или годы (ГГГГММ00) с { $year } года по текущий, не более 36.
form-config-unknown = Неизвестная конфигурация формы.
reporting-scale-unknown = Масштаб отчётности: 1, 10, 100, 1000, 10000 или 100000.
export-too-many-columns = Лист вмещает не более { $max } столбцов: выберите меньше клиентов или периодов.
exports-exchange-incomplete = Пожалуйста, заполните все поля.
export-factsheet-fill-in-all = Пожалуйста, заполните всю информацию.
export-reports-period-required = Пожалуйста, заполните всю обязательную информацию (Период).
export-investments-period-required = Пожалуйста, заполните всю обязательную информацию (Период).
report-reason-no-client = такого клиента нет
report-create-no-client = Не удалось создать отчёт: такого клиента нет
report-reason-no-template = такого шаблона отчёта нет
report-create-no-template = Не удалось создать отчёт: такого шаблона отчёта нет
report-reason-wrong-client-type = { $template } — не шаблон для клиентов типа { $clientType }
report-create-wrong-client-type = Не удалось создать отчёт: { $template } — не шаблон для клиентов типа { $clientType }
report-reason-period-not-date = период должен быть датой (ггггммдд)
report-create-period-not-date = Не удалось создать отчёт: период должен быть датой (ггггммдд)
report-reason-period-not-month-end = период должен быть последним днём месяца
report-create-period-not-month-end = Не удалось создать отчёт: период должен быть последним днём месяца
report-reason-period-future = период находится в будущем
report-create-period-future = Не удалось создать отчёт: период находится в будущем
report-reason-not-quarter-end = квартальные отчёты подаются на конец квартала, а не на { $period }
report-create-not-quarter-end = Не удалось создать отчёт: квартальные отчёты подаются на конец квартала, а не на { $period }
report-reason-not-year-end = годовые отчёты подаются на конец финансового года, а не на { $period }
report-create-not-year-end = Не удалось создать отчёт: годовые отчёты подаются на конец финансового года, а не на { $period }
report-exists = Не удалось создать отчёт: { $template } за { $period } уже существует для { $client }
report-delete-not-found = Не удалось удалить отчёт: такого отчёта нет
report-reopen-mismatch = Не удалось снова открыть отчёт: клиент или период не соответствуют отчёту
report-status-unknown-choices = Неизвестный статус { $status }; допустимые: { $statuses }
report-status-field-unknown = Неизвестный статус
notes-incomplete = Для каждой заметки нужны форма, поле и текст
note-incomplete = Для заметки нужны форма, поле и текст
no-note = Заметка не найдена.
settings-required = Пожалуйста, выберите валюту!
report-cannot = Невозможно { $action ->
        [wizardStartSubmission] начать заполнение
        [wizardSubmit] отправить
        [wizardReStartSubmission] возобновить заполнение
        [wizardStartReview] начать проверку
        [wizardApprove] утвердить
        [wizardReject] отклонить
        [reopenReportInstance] открыть повторно
        [updateReportingStatus] изменить статус
        [excelUploadUndo] отменить загрузку
       *[other] продолжить
    }: статус отчёта — { $status ->
        [created] создан
        [overdue] просрочен
        [in_progress] в работе
        [submitted] отправлен
        [in_review] на проверке
        [rejected] отклонён
        [approved] утверждён
        [deleted] удалён
       *[other] { $status }
    }
report-changed = Отчёт был изменён одновременно с вами: теперь его статус — { $status ->
        [created] создан
        [overdue] просрочен
        [in_progress] в работе
        [submitted] отправлен
        [in_review] на проверке
        [rejected] отклонён
        [approved] утверждён
        [deleted] удалён
       *[other] { $status }
    }. Обновите страницу.
report-changed-by = Отчёт был одновременно изменён пользователем { $user }: теперь его статус — { $status ->
        [created] создан
        [overdue] просрочен
        [in_progress] в работе
        [submitted] отправлен
        [in_review] на проверке
        [rejected] отклонён
        [approved] утверждён
        [deleted] удалён
       *[other] { $status }
    }. Обновите страницу.
template-kind-invalid = тип должен быть формой или отчётом
template-key-invalid = ключ должен быть именем в camelCase из латинских букв и цифр, начинающимся со строчной буквы
template-config-not-object = конфигурация должна быть объектом JSON
template-config-key-mismatch = ключ конфигурации должен быть { $key }
template-config-too-large = конфигурация должна быть меньше 2 МБ
template-changed-by = Изменено пользователем { $name } { $at }; обновите страницу, чтобы увидеть изменения
template-changed-meanwhile = Тем временем внесены изменения; обновите страницу, чтобы их увидеть
template-draft-gone = Тем временем черновик был опубликован или удалён; обновите страницу, чтобы увидеть текущую версию
template-no-draft = Нет черновика { $kind ->
        [form] формы
       *[report] отчёта
    } { $key }
template-no-version = Нет версии { $version } { $kind ->
        [form] формы
       *[report] отчёта
    } { $key }
template-publish-has-problems = { $kind ->
        [form] Форму
       *[report] Отчёт
    } { $key } нельзя опубликовать: сначала исправьте ошибки
template-version-taken = Версия { $version } { $kind ->
        [form] формы
       *[report] отчёта
    } { $key } тем временем уже опубликована; обновите страницу
template-draft-form-invalid = Черновик формы { $key } не является допустимой конфигурацией формы; сначала проверьте его
template-preview-numeric-not-date = период должен быть датой (ггггммдд)
template-preview-no-client = Клиент не найден
template-step-form-unknown = нет опубликованной формы с ключом «{ $formKey }»
template-step-client-types-outside = типы клиентов шага должны входить в типы клиентов отчёта; { $clientTypes } не входит
template-step-form-not-for-clients = форма «{ $formKey }» не предназначена для клиентов { $clientTypes }
