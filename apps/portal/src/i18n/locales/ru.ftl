# Ledgerline portal — русский

## Common

home = Главная
loading = Загрузка
language = Язык
interface-language = Язык интерфейса
actions = Действия
accept = Принять
decline = Отклонить
cancel = Отмена
submit = Отправить
validate = Проверить
retry = Повторить
go-back = Назад
not-found = 404 Страница не найдена
not-found-detail = По этому адресу нет страницы.
screen-load-failed = Не удалось загрузить страницу. Возможно, прервалось соединение или вышла новая версия Ledgerline.
screen-reload = Перезагрузить

## Session

session-checking = Проверка сеанса…
session-check-failed = Ошибка! { $message }
essentials-loading = Загрузка портала…

## Login

login-title = Вход
login-username = Имя пользователя или e-mail
login-next = Далее
login-password = Пароль
login-submit = Войти
login-forgot = Забыли пароль
login-change-user = Изменить
login-sso-redirect = Переход к единому входу…
login-token-redirect = Вы вошли в систему. Открываем портал…
back-to-login = Вернуться ко входу

## Passwords

password = Пароль
password-retype = Повторите пароль
password-min-length = минимальная длина — 6
password-max-length = максимальная длина — 33
password-too-weak = пароль слишком слабый
password-strength = Надёжность пароля
password-strength-level = Надёжность пароля: { $level }
strength-bad = Плохой
strength-weak = Слабый
strength-ok = Средний
strength-good = Хороший
strength-strong = Надёжный

## Password reset

reset-title = Сброс пароля
reset-step-email = E-mail
reset-step-code = Код
reset-step-password = Новый пароль
reset-step-done = Готово
reset-email-intro = Введите адрес электронной почты вашей учётной записи. Мы отправим вам код.
reset-email = E-mail
reset-send = Отправить
reset-send-failed = Не удалось отправить код.
reset-code-intro = Введите код, отправленный на { $email }.
reset-code = Код
reset-validate = Проверить
reset-password-intro = Выберите новый пароль.
reset-save = Сменить пароль
reset-change-failed = Не удалось сменить пароль.
reset-done-text = Ваш пароль изменён.
reset-login = Войти

## Invitation and registration

invitation-title = Приглашение
invitation-welcome = Добро пожаловать, { $name }
invitation-verify-email = Прежде чем вы присоединитесь, нам нужно подтвердить ваш адрес электронной почты { $email }.
invitation-question = Вы согласны присоединиться к порталу?
invitation-sending-token = Отправка кода подтверждения.
invitation-token-failed = Не удалось отправить код подтверждения.
invitation-token-intro = Мы отправили код подтверждения на { $email }. Введите его ниже.
invitation-token = Код подтверждения
invitation-token-notice = Код действителен только 10 минут.
validating = Проверка
decline-question = Почему вы отклоняете приглашение?
decline-reason = Причина
decline-go-back = Назад
decline-failed = Не удалось отправить ваш ответ.
decline-thanks = Спасибо за ваш отзыв.
registration-title = Регистрация
registration-intro = Пожалуйста, заполните или обновите следующие данные.
registration-complete = Завершить регистрацию
registration-failed = Не удалось завершить регистрацию.
first-name = Имя
last-name = Фамилия
address = Адрес
address-country = Страна
address-state = Регион
address-city = Город
address-postalcode = Почтовый индекс
address-street = Улица
address-nr = Дом
address-box = Корпус
address-additional = Дополнительно
communication = Способы связи
communication-type = Тип
communication-type-placeholder = напр. Телефон
communication-value = Значение
communication-add = Добавить способ связи
communication-save = Сохранить способ связи
communication-edit = Изменить { $type }
communication-delete = Удалить { $type }

## Shell

main-navigation = Основная навигация
skip-to-main = Перейти к основному содержимому
menu-keys-hint = Перемещайтесь по меню клавишами со стрелками вверх и вниз; Enter открывает группу или пункт, Home и End ведут к первому и последнему пункту.
brand-home = { $name }, главная страница
nav-collapse = Свернуть навигацию
nav-expand = Развернуть навигацию
contacts = Контакты
client-switcher = Клиенты
client-switcher-choose = Выбрать клиента
client-switcher-current = Клиент: { $name }
client-search = Поиск клиентов
client-search-results = Результаты поиска
recent-clients = Недавние клиенты
my-dashboard = Моя панель
more-clients = Все клиенты
currency-menu = Валюта: { $currency }
language-menu = Язык: { $language }
user-menu = Пользователь: { $name }
logout = Выйти
client-inactive = Этот клиент сейчас неактивен.
client-not-found-detail = По этому адресу нет клиента, которого вы можете открыть.
client-not-found-home = На мою главную страницу
client-load-failed = Не удалось загрузить клиента.

## Menus

menu-dashboard = Панель
menu-investments = Инвестиции
menu-investments-mfi = МФО/Банк
menu-investments-agro = Агро
menu-reports = Отчёты
menu-reports-all = Все отчёты
menu-reporting = Отчётность
menu-clients = Клиенты
menu-export = Экспорт
menu-export-factsheet = Информационный лист
menu-export-reports = Отчёты
menu-export-investments = Инвестиции
menu-export-covenants = Ковенанты
menu-admin = Администрирование
menu-admin-clients = Клиенты
menu-admin-users = Пользователи
menu-admin-audits = Журнал аудита
menu-admin-exchangerates = Курсы валют
menu-admin-reports = Отчёты
menu-admin-covenants = Ковенанты
menu-admin-covenants-mfi = Ковенанты МФО/Банк
menu-admin-covenants-agro = Ковенанты Агро
menu-category-organisation = Организация
menu-category-financial = Финансы
menu-category-social = Социальные
menu-category-statistics = Статистика
menu-financial-periods = Финансовые периоды
menu-data = Данные

## Home

home-welcome = Добро пожаловать, { $name }.

## Reporting (spec 2)

status-created = Создан
status-overdue = Просрочен
status-in-progress = В работе
status-submitted = Отправлен
status-in-review = На проверке
status-rejected = Отклонён
status-approved = Утверждён
status-unknown = —
reports-col-client = Клиент
reports-col-template = Шаблон
reports-col-due = Срок сдачи
reports-col-period = Период
reports-col-status = Статус
reports-col-reported-by = Отчитался
reports-col-audited-by = Проверил
reports-col-last-updated = Последнее изменение
reports-filter = Фильтр отчётов
no-data-found = Данные не найдены.
create-report = Создать отчёт
create-report-client = Клиент
create-report-template = Шаблон отчёта
create-report-period = Период
create-report-required = Это поле обязательно.
create-report-created = Создан отчёт { $template } за { $period } для { $client }
create-report-failed-title = Не удалось создать отчёт
create-report-failed = Не удалось создать отчёт: { $message }
save = Сохранить
settings-change = Изменить настройки
settings-currency = Валюта
settings-scale = Масштаб
start-title = Сдача отчёта { $title }
start-step-settings = Шаг 1: проверьте настройки
start-step-previous = Шаг 2: просмотрите незакрытые предыдущие отчёты
start-previous-open =
    { $n ->
        [one] { $n } предыдущий отчёт ещё открыт
        [few] { $n } предыдущих отчёта ещё открыты
        [many] { $n } предыдущих отчётов ещё открыты
       *[other] { $n } предыдущего отчёта ещё открыты
    }
start-no-previous-open = Незакрытых предыдущих отчётов нет.
start-reporting = Начать отчётность
start-file-based = Сдача файлом
start-file-based-text = Скачайте шаблон Excel для отчёта, заполните его и загрузите; файл проверяется до того, как что-либо будет сохранено.
start-download-template = Скачать шаблон
start-manual = Ручной ввод
start-manual-text = Заполните отчёт пошагово в браузере.
start-submission = Начать сдачу
start-submission-file = Начать сдачу файлом
start-submission-manual = Начать сдачу в браузере
start-preview = Предпросмотр
audit-start-title = Начать проверку: { $title }
audit-start-text = Отчёт, отправленный пользователем { $name }, готов к проверке
audit-start = Начать проверку
audit-view-only = Просмотреть без проверки
wizard-load-failed = Не удалось загрузить отчёт.
wizard-not-found = Такого отчёта за этот период нет.
wizard-client-status = Статус клиента: { $status }
wizard-no-steps = В этом отчёте нет шагов.
wizard-steps-label = Шаги отчёта
wizard-reporting-in = Отчётность в { $currency }, масштаб 1/{ $scale }
wizard-last-step = Все шаги заполнены. Нажмите «Завершить».
wizard-previous = Назад
wizard-next = Далее
wizard-finish = Завершить
wizard-skip-to-actions = Перейти к кнопкам этого шага (Ctrl+Enter)
wizard-saving = Сохранение изменений: { $step }
wizard-saved = Изменения сохранены: { $step }
wizard-save-failed = Не удалось сохранить изменения: { $step }
wizard-save-conflicts = Другой пользователь тем временем изменил эти поля ({ $step }); его значения сохранены
wizard-edit-contents = Редактировать содержимое
wizard-restart = Возобновить сдачу
wizard-rejected-because = Этот отчёт отклонён: { $reason }
wizard-failed-perform = Не удалось выполнить
final-submit-title = Готово к отправке на утверждение!
final-submit = Отправить на утверждение
final-one-more-look = Посмотреть ещё раз
final-submit-later = Сохранить и отправить позже
final-submit-failed = Не удалось отправить
final-audit-title = Готово поделиться результатом проверки!
final-approve = Утвердить
final-reject = Отклонить
final-viewed = Вы просмотрели все шаги этого отчёта.
final-back = Вернуться к отчётам
reject-title = Отклонить отчёт
reject-reason = Причина отклонения
workflow-submitted = Отчёт отправлен на утверждение
workflow-approved = Отчёт утверждён.
workflow-rejected = Отчёт отклонён.
client-status-active = Активен
client-status-inactive = Неактивен
client-status-workout = На реструктуризации

## File-based submission

upload-choose = Нажмите или перетащите сюда заполненный шаблон
upload-hint = Один файл .xls или .xlsx размером менее 3 МБ.
upload-select-file = Пожалуйста, выберите файл.
upload-invalid-type = Недопустимый тип файла. Разрешены только .xls и .xlsx.
upload-too-large = Размер файла должен быть меньше 3 МБ.
upload-progress = Ход загрузки
upload-sending = Отправка файла…
upload-checking = Проверка файла…
upload-submitted = Файл принят, отчёт отправлен на утверждение.
upload-failed = Не удалось создать отчёт!
upload-view-errors = (Показать подробности ошибок)
upload-network-failed = Не удалось отправить файл: сервер не ответил. Проверьте подключение и попробуйте ещё раз.
upload-refused = Сервер отклонил файл (ошибка { $status }).
upload-errors-title = Подробности ошибок проверки
upload-errors-fields = ПОЛЯ
upload-errors-values = ЗНАЧЕНИЯ
upload-errors-incorrect = Неверно
upload-errors-correct = Верно
upload-errors-field = Поле
upload-errors-incorrect-value = Неверное значение
upload-errors-cell = Ячейка
upload-errors-reason = Проблема
upload-errors-no-fields = Все поля файла известны.
upload-errors-no-values = Все значения файла удалось прочитать.
upload-outdated-title = Обнаружен устаревший шаблон
upload-outdated-text = Загруженный вами шаблон, по-видимому, устарел. Используйте последнюю версию, чтобы избежать потери данных или неточностей.
upload-outdated-forms = Формы из более старого шаблона:
upload-outdated-form = { $form }: в файле версия { $uploaded }, текущая { $current }
upload-outdated-form-unversioned = { $form }: в файле нет версии, текущая { $current }
upload-outdated-proceed = Продолжить
upload-outdated-back = Назад
template-failed = Не удалось скачать шаблон!
template-try-again = Пожалуйста, попробуйте ещё раз.
template-processing-failed = При обработке скачанного файла произошла ошибка. Пожалуйста, попробуйте ещё раз.

## Dashboards

dashboard-summaries = Ключевые показатели
dashboard-percent = процентов
dashboard-failed = Не удалось загрузить панель
dashboard-no-summaries = Для этого клиента пока нет показателей.
dashboard-reports = Отчёты
dashboard-more = Ещё
dashboard-charts = Графики
dashboard-latest-reports = Последние отчёты
dashboard-clients = Клиенты
dashboard-client-name = Клиент
dashboard-client-type = Тип
dashboard-client-status = Статус
dashboard-client-currency = Валюта
chart-show-table = Показать таблицей
chart-show-chart = Показать графиком
chart-table-period = Период
chart-table-value = Значение
chart-table-value-currency = Значение ({ $currency })

## Form data

period-picker = Периоды
period-type = Тип календаря
period-type-financial = Финансовый календарь
period-type-calendar = Календарь
period-chosen =
    { $count ->
        [one] Выбран { $count } период из { $max }
        [few] Выбрано { $count } периода из { $max }
        [many] Выбрано { $count } периодов из { $max }
       *[other] Выбрано { $count } периода из { $max }
    }
period-no-data = Нет данных
period-financial-year = ФГ { $year }
period-calendar-year = { $year }
period-quarter = { $number }-й квартал
period-unavailable = Нет данных за этот месяц
form-data-field = Поле
form-data-table = Значения по периодам
form-data-failed = Не удалось загрузить данные
form-data-no-form = Такой формы не существует.
form-data-currency = Значения в { $currency }
form-data-choose = Выберите до трёх периодов выше.
periods-col-year = Финансовый год
periods-col-start = Начало
periods-col-end = Конец
periods-col-months = Месяцы

## Wizard notes

notes-open = Заметки
notes-title = Заметки к отчёту
notes-empty = Заметок пока нет.
notes-by = { $name }, { $at }
note-resolve = Решено
note-resolve-label = Отметить заметку «{ $text }» как решённую
note-resolved-by = Решено: { $name }, { $at }
note-resolve-failed = Не удалось отметить заметку как решённую
notes-rejected-by = Отклонён: { $name }, { $at }
notes-no-reason = Причина не указана.
notes-go-to-field = К полю
notes-jump = Перейти к полю «{ $field }»
notes-marker-legend =
    { $n ->
        [one] На этом шаге { $n } поле с заметками
        [few] На этом шаге { $n } поля с заметками
        [many] На этом шаге { $n } полей с заметками
       *[other] На этом шаге { $n } поля с заметками
    }
note-add = Добавить заметку
note-add-title = Заметка к полю
note-field = Поле
note-text = Заметка
note-field-required = Выберите поле.
note-text-required = Напишите заметку.
note-added = Заметка к полю «{ $field }» добавлена
note-add-failed = Не удалось добавить заметку
reject-notes = Заметки к полям (необязательно)
reject-note-add = Добавить заметку
reject-note-remove = Удалить заметку к полю «{ $field }»
reject-note-pending = Добавьте эту заметку или очистите её перед отклонением.
wizard-covenants-failed = Не удалось загрузить лимиты ковенантов: нарушения на этой странице не проверяются.

## Report admin

reports-col-actions = Действия
reports-load-failed = Не удалось загрузить отчёты.
report-admin-add = Добавить отчёт
report-admin-delete = Удалить отчёт
report-admin-delete-title = Удалить этот отчёт?
report-admin-delete-text = Отчёт «{ $name }» будет удалён.
report-admin-delete-data-title = Удалить и данные форм?
report-admin-delete-data-text = Показатели, поданные с этим отчётом, можно сохранить (они останутся на страницах данных и в выгрузках) или удалить вместе с ним.
report-admin-keep-data = Сохранить данные
report-admin-delete-data = Удалить и данные
report-admin-deleted = Отчёт «{ $name }» удалён
report-admin-delete-failed = Не удалось удалить отчёт: { $message }
report-admin-reopen = Открыть отчёт заново
report-admin-reopen-title = Открыть этот отчёт заново?
report-admin-reopen-text = Отчёт «{ $name }» возвращается в работу; аудит сбрасывается, данные сохраняются.
report-admin-reopened = Отчёт «{ $name }» открыт заново
report-admin-reopen-failed = Не удалось открыть отчёт заново: { $message }

## Инвестиции, ковенанты и вейверы (спецификация 3)

investments-tile-mfi = Инвестиции в МФО и банки
investments-tile-mfi-text = Инвестиции в микрофинансовые организации и банки
investments-tile-agro = Агроинвестиции
investments-tile-agro-text = Инвестиции в сельскохозяйственные предприятия
investments-filter = Фильтр инвестиций
investments-tab-open = Открытые инвестиции
investments-tab-closed = Закрытые инвестиции
investments-col-tm1 = ID в TM1
investments-col-client = Клиент
investments-col-country = Страна
investments-col-fund = Фонд
investments-col-product = Продукт
investments-col-currency = Валюта
investments-col-outstanding = Непогашенная сумма
investments-col-first-disbursement = Первая выдача
investments-col-last-reported = Последний отчётный месяц
investments-col-final-maturity = Окончательное погашение
investments-col-ended-at = Дата закрытия
investments-col-periodicity = Периодичность отчётности
investments-col-covenants = Ковенанты
investments-empty = Инвестиций нет
investments-load-failed = Не удалось загрузить инвестиции.
investment-back = Назад к инвестициям
investment-loading = Загрузка инвестиции…
investment-load-failed = Не удалось загрузить инвестицию.
investment-not-found = Такой инвестиции нет.
investment-not-found-detail = Возможно, она удалена или адрес неверен.
investment-forbidden = У вас нет доступа к этой инвестиции.
investment-forbidden-detail = Она относится к клиенту вне вашей зоны ответственности.
investment-title = Инвестиция { $id }, { $client }
investment-state-open = Открыта
investment-state-closed = Закрыта
investment-not-ended = Не закрыта
investment-never-reported = Отчётов ещё не было
investment-managers = Инвестиционные менеджеры
investment-manager-since = { $name } (с { $from })
investment-manager-ended = { $name } (с { $from } по { $to })
investment-periodicity-monthly = Ежемесячно
investment-periodicity-quarterly = Ежеквартально
investment-periodicity-not-required = Не требуется
investment-periodicity-save = Сохранить периодичность отчётности
investment-periodicity-confirm = Вы уверены, что хотите изменить периодичность отчётности этой инвестиции?
investment-periodicity-confirm-detail = Было: «{ $from }», станет: «{ $to }».
investment-periodicity-change = Изменить
investment-periodicity-saved = Периодичность отчётности теперь: «{ $periodicity }».
investment-periodicity-failed = Не удалось изменить периодичность отчётности
investment-covenants-title = Ковенанты
investment-covenants-empty = Ковенантов нет
investment-covenant-add-label = Добавить ковенант
investment-covenant-search-placeholder = Поиск ковенантов
investment-covenant-search-none = Подходящих ковенантов нет
investment-covenant-add = Добавить
investment-covenant-col-name = Ковенант
investment-covenant-col-type = Тип поля
investment-covenant-col-min = Минимум
investment-covenant-col-max = Максимум
investment-covenant-col-alert = Порог предупреждения
investment-covenant-col-waivers = Вейверы
investment-covenant-type-currency = Денежный
investment-covenant-type-percentual = Процентный
investment-covenant-type-numeric = Числовой
investment-limit-none = без ограничения
investment-covenant-guide = О ковенанте { $name }
investment-covenant-archived = В архиве с { $date }: для этого клиента по-прежнему действует, для новых инвестиций больше недоступен.
investment-covenant-edit = Изменить ковенант
investment-covenant-edit-named = Изменить { $name }
investment-covenant-delete = Удалить ковенант
investment-covenant-delete-named = Удалить { $name }
investment-covenant-delete-confirm = Вы уверены, что хотите удалить этот ковенант?
investment-delete = Удалить
investment-covenant-form-title = Ковенант: { $name }
investment-covenant-form-new-title = Новый ковенант: { $name }
investment-covenant-min = Минимум
investment-covenant-max = Максимум
investment-covenant-alert = Порог предупреждения
investment-number-invalid = Введите число: цифры, знак минус, точки и запятые.
investment-range-min-above-max = Минимум не должен превышать максимум.
investment-alert-negative = Порог предупреждения не может быть отрицательным.
investment-covenant-saved = Ковенант { $name } сохранён
investment-covenant-deleted = Ковенант { $name } удалён
investment-covenant-add-failed = Не удалось добавить ковенант: { $message }
investment-covenant-save-failed = Не удалось сохранить ковенант { $name }: { $message }
investment-covenant-delete-failed = Не удалось удалить ковенант { $name }: { $message }
investment-covenant-call-failed-unknown = сервер не указал причину
investment-covenant-errors-title = Некоторые изменения ковенантов не удались:
investment-covenant-errors-dismiss = Скрыть ошибки ковенантов
investment-waivers-of = Вейверы ковенанта { $name }
investment-waivers-empty = Вейверов нет
investment-waiver-add = Добавить вейвер
investment-waiver-col-type = Тип
investment-waiver-col-start = Начало
investment-waiver-col-end = Окончание
investment-waiver-col-replacement = Заменяющий ковенант
investment-waiver-type-disable = Отключить
investment-waiver-type-replace = Заменить
investment-waiver-type-alter = Изменить
investment-waiver-in-effect = Действует
investment-waiver-edit = Изменить вейвер
investment-waiver-edit-named = Изменить вейвер { $waiver }
investment-waiver-delete = Удалить вейвер
investment-waiver-delete-named = Удалить вейвер { $waiver }
investment-waiver-delete-confirm = Вы уверены, что хотите удалить этот вейвер?
investment-waiver-form-new-title = Новый вейвер для { $name }
investment-waiver-form-edit-title = Вейвер ковенанта { $name }
investment-waiver-type = Тип вейвера
investment-waiver-start = Дата начала
investment-waiver-end = Дата окончания
investment-date-input-hint = Вводите даты в формате ДД-ММ-ГГГГ, ММ-ДД-ГГГГ или ГГГГ-ММ-ДД либо выбирайте их в календаре.
investment-waiver-replacement = Заменяющий ковенант
investment-waiver-start-after-end = Дата начала не может быть позже даты окончания.
investment-waiver-saved = Вейвер ковенанта { $name } сохранён
investment-waiver-deleted = Вейвер ковенанта { $name } удалён
investment-waiver-save-failed = Не удалось сохранить вейвер ковенанта { $name }: { $message }
investment-waiver-delete-failed = Не удалось удалить вейвер ковенанта { $name }: { $message }
investment-waived-until = приостановлен до { $date }
investment-waiver-applies-until = действует до { $date }
investment-waiver-note-disable = Отключён до { $date }
investment-waiver-note-replace = Заменён на { $name } до { $date }
investment-waiver-note-alter = Изменён до { $date }

## Covenant monitor
menu-covenant-monitor = Мониторинг ковенантов
covenant-monitor-title = Мониторинг ковенантов
covenant-monitor-intro = Все ковенанты текущих инвестиций, которые вы ведёте, проверенные по последнему отчётному периоду клиента (сначала утверждённые данные); самые серьёзные — первыми.
covenant-monitor-filters = Фильтры
covenant-monitor-filter-status = Статус
covenant-monitor-filter-client-type = Тип клиента
covenant-monitor-filter-region = Регион
covenant-monitor-filter-fund = Фонд
covenant-monitor-filter-all = Все
covenant-monitor-clear-filters = Сбросить фильтры
covenant-monitor-client-type-mfi = МФО
covenant-monitor-client-type-bank = Банк
covenant-monitor-client-type-agro = Агро
covenant-monitor-col-client = Клиент
covenant-monitor-col-investment = Инвестиция (id TM1)
covenant-monitor-col-covenant = Ковенант
covenant-monitor-col-period = Период
covenant-monitor-col-value = Значение
covenant-monitor-col-limits = Пределы
covenant-monitor-col-alert = Порог
covenant-monitor-col-status = Статус
covenant-monitor-col-headroom = Запас
covenant-monitor-col-trend = Динамика
covenant-monitor-status-breached = Нарушен
covenant-monitor-status-alerted = Предупреждение
covenant-monitor-status-unknown = Нет значения
covenant-monitor-status-waived = Освобождён
covenant-monitor-status-ok = Соблюдён
covenant-monitor-waiver-disable = Отключён до { $date }
covenant-monitor-waiver-replace = Заменён на «{ $name }» до { $date }
covenant-monitor-waiver-alter = Изменён до { $date }
covenant-monitor-limits-between = от { $min } до { $max }
covenant-monitor-limits-min = не менее { $min }
covenant-monitor-limits-max = не более { $max }
covenant-monitor-limits-none = нет
covenant-monitor-not-approved = ещё не утверждён
covenant-monitor-no-period = нет данных
covenant-monitor-explain = { $value }, показать, как рассчитывается «{ $covenant }»
covenant-monitor-trend = Динамика за { $count ->
    [one] { $count } период
    [few] { $count } периода
    [many] { $count } периодов
   *[other] { $count } периода
}: от { $first } до { $last }
covenant-monitor-trend-none = Нет значений за последние 12 периодов
covenant-monitor-count = { $count ->
    [one] { $count } ковенант
    [few] { $count } ковенанта
    [many] { $count } ковенантов
   *[other] { $count } ковенанта
}
covenant-monitor-count-breached = { $count ->
    [one] { $count } нарушение
    [few] { $count } нарушения
    [many] { $count } нарушений
   *[other] { $count } нарушения
}
covenant-monitor-count-alerted = { $count ->
    [one] { $count } предупреждение
    [few] { $count } предупреждения
    [many] { $count } предупреждений
   *[other] { $count } предупреждения
}
covenant-monitor-empty = В вашей зоне ответственности нет ковенантов по текущим инвестициям.
covenant-monitor-no-match = Ни один ковенант не соответствует этим фильтрам.
covenant-monitor-loading = Проверяем все ковенанты портфеля…
covenant-monitor-failed = Не удалось загрузить мониторинг ковенантов.
covenant-monitor-retry = Повторить

## Provider clients grid (features/clients)

clients-filter = Поиск клиентов
clients-col-name = Название
clients-col-type = Тип клиента
clients-col-country = Страна
clients-col-region = Регион мира
clients-col-status = Статус
clients-type-mfi = МФО/Банк
clients-type-agro = Агро
clients-empty = Клиентов нет
clients-load-failed = Не удалось загрузить клиентов.

## Audit log (features/audits)

audits-filter = Фильтр журнала аудита
audits-range = Период
audits-range-from = Дата начала
audits-range-to = Дата окончания
audits-col-date = Дата
audits-col-user = Пользователь
audits-col-description = Описание
audits-col-text = Текст
audits-empty = Записей аудита нет
audits-load-failed = Не удалось загрузить журнал аудита.

## Administration › Clients (spec 3 §2, §3, §5, §8)
admin-clients-search = Поиск клиентов
admin-clients-new = Новый клиент
admin-clients-load-failed = Не удалось загрузить клиентов
admin-clients-empty = Нет клиентов
admin-clients-col-name = Название
admin-clients-col-official-name = Официальное название
admin-clients-col-key = Ключ
admin-clients-col-type = Тип клиента
admin-clients-col-country = Страна
admin-clients-col-status = Статус
admin-clients-col-actions = Действия
admin-clients-delete = Удалить
admin-clients-delete-named = Удалить { $name }
admin-clients-delete-confirm = Вы действительно хотите удалить { $name }?
admin-clients-removed = Клиент { $name } успешно удалён!
admin-clients-remove-failed = Не удалось удалить { $client }
admin-clients-type-mfi = МФО/Банк
admin-clients-type-bank = Банк
admin-clients-type-agro = Агро
admin-clients-status-active = Активен
admin-clients-status-workout = Реструктуризация
admin-clients-status-inactive = Неактивен
admin-clients-status-removed = Удалён
admin-clients-form-bank = Банк
admin-clients-form-nbfi = НБФО
admin-clients-form-ngo = НКО
admin-clients-form-credit-union = Кредитный союз / SACCO
admin-clients-form-other = Другое
admin-clients-profit-profile = Коммерческий профиль
admin-clients-profit-profit = Коммерческая
admin-clients-profit-nonprofit = Некоммерческая
admin-clients-loading = Загрузка клиента
admin-clients-new-title = Новый клиент
admin-clients-edit-title = Клиент { $name }
admin-clients-field-required = обязательное поле
admin-clients-email-invalid = Неверный адрес электронной почты
admin-clients-saved = Клиент { $name } сохранён
admin-clients-section-general = Общие сведения
admin-clients-section-address = Адрес
admin-clients-section-settings = Настройки
admin-clients-section-contacts = Контакты
admin-clients-name = Название
admin-clients-official-name = Официальное название
admin-clients-key = Ключ
admin-clients-key-derived = Формируется из названия при сохранении
admin-clients-imported-id = Идентификатор TM1
admin-clients-client-type = Тип клиента
admin-clients-config-type = Тип конфигурации
admin-clients-institutional-form = Организационная форма
admin-clients-status = Статус
admin-clients-world-region = Регион мира
admin-clients-year-start = Год начала деятельности
admin-clients-bottom-date = Первый отчётный месяц
admin-clients-top-date = Последний отчётный месяц
admin-clients-country = Страна
admin-clients-city = Город
admin-clients-postalcode = Почтовый индекс
admin-clients-street = Улица
admin-clients-nr = Номер дома
admin-clients-box = Корпус
admin-clients-additional = Дополнительная строка адреса
admin-clients-period-end-day = День окончания финансового года
admin-clients-period-end-month = Месяц окончания финансового года
admin-clients-currency = Валюта
admin-clients-reporting-scale = Масштаб отчётности
admin-clients-contacts-empty = Нет контактов
admin-clients-contact = Контакт { $number }
admin-clients-contact-name = Имя контакта
admin-clients-contact-role = Должность
admin-clients-contact-email = Электронная почта
admin-clients-contact-add = Добавить контакт
admin-clients-contact-remove = Удалить контакт { $number }
admin-clients-periods-title = Финансовые периоды
admin-clients-periods-autocorrect = Автокоррекция
admin-clients-periods-autocorrect-help = Изменение периода сдвигает все последующие периоды, сохраняя число их месяцев.
admin-clients-periods-empty = Нет финансовых периодов
admin-clients-periods-save = Сохранить периоды
admin-clients-periods-saved = Финансовые периоды сохранены
admin-clients-period-start = Начало
admin-clients-period-end = Конец
admin-clients-period-months = Месяцы
admin-clients-period-add = Добавить период
admin-clients-period-remove = Удалить период { $number }

## Central covenant catalogue (features/central-covenants)
central-covenants-title = Центральные ковенанты
central-covenants-tile-mfi = Центральные ковенанты МФО/банков
central-covenants-tile-mfi-text = Каталог ковенантов для микрофинансовых организаций и банков
central-covenants-tile-agro = Центральные ковенанты агро
central-covenants-tile-agro-text = Каталог ковенантов для сельскохозяйственных предприятий
central-covenants-type-mfi = МФО/банк
central-covenants-type-agro = Агро
central-covenants-tab-active = Активные
central-covenants-tab-archived = Архивные
central-covenants-add = Добавить ковенант
central-covenants-col-name = Название
central-covenants-col-field-type = Тип поля
central-covenants-col-range = Диапазон
central-covenants-col-alert = Порог предупреждения
central-covenants-col-client-type = Тип клиента
central-covenants-col-used-by = Используется
central-covenants-col-archived = В архиве с
central-covenants-empty = Нет ковенантов
central-covenants-load-failed = Не удалось загрузить ковенанты
central-covenants-not-found = Ковенант не найден
central-covenants-field-currency = Денежный
central-covenants-field-percentual = Процентный
central-covenants-field-numeric = Числовой
central-covenants-back = Назад к ковенантам
central-covenants-new-title = Новый центральный ковенант
central-covenants-edit-title = Центральный ковенант { $name }
central-covenants-archived-as-from = В архиве с { $date }: больше недоступен для новых инвестиций и освобождений.
central-covenants-internal-name = Внутреннее имя
central-covenants-translations = Название и описание на каждом языке
central-covenants-name-in = Название ({ $language })
central-covenants-guide-in = Описание ({ $language })
central-covenants-name-required = Название на английском обязательно
central-covenants-required = Это поле обязательно
central-covenants-not-a-number = Введите число
central-covenants-two-decimals = Не более 2 знаков после запятой
central-covenants-min-above-max = Минимум не должен превышать максимум
central-covenants-not-negative = Не может быть отрицательным
central-covenants-field-type = Тип поля
central-covenants-min = Минимум диапазона
central-covenants-max = Максимум диапазона
central-covenants-alert = Порог предупреждения
central-covenants-formula = Формула
central-covenants-links = Ссылки
central-covenants-link-uri = Веб-адрес
central-covenants-link-uri-invalid = Введите веб-адрес, например https://example.org/guide
central-covenants-link-name = Название ссылки
central-covenants-link-guide = Описание ссылки
central-covenants-link-remove = Удалить ссылку
central-covenants-link-add = Добавить ссылку
central-covenants-save-failed = Не удалось сохранить ковенант: { $message }
central-covenants-saved = Ковенант сохранён
central-covenants-archive = В архив
central-covenants-archive-title = Отправить в архив: { $name }
central-covenants-archive-confirm = Инвестиции, уже использующие этот ковенант, сохраняют его без изменений. С выбранной даты его нельзя будет выбрать для новых ковенантов инвестиций или в качестве замены в освобождении.
central-covenants-as-from = С даты
central-covenants-archived = { $name } в архиве с { $date }
central-covenants-not-archived = { $name } не отправлен в архив
central-covenants-archive-failed = Не удалось отправить ковенант в архив

## Administration › Clients: currency code

## Administration › Users (features/admin-users)
users-search = Поиск пользователей
users-show-deleted = Показать удалённых пользователей
users-new = Новый пользователь
users-load-failed = Не удалось загрузить пользователей
users-empty = Нет пользователей
users-name = Имя
users-email = Эл. почта
users-roles = Роли
users-scope = Клиенты / регионы
users-status = Статус
users-last-login = Последний вход
users-status-active = Активен
users-status-invited = Приглашён
users-status-deleted = Удалён
users-role-client = Клиент
users-role-client-admin = Администратор клиента
users-role-rd = Региональный директор
users-role-admin = Администратор
users-role-im = Инвестиционный менеджер
users-role-provider = Сотрудник управляющего
users-reinvite = Пригласить снова: { $name }
users-reinvited = Новое приглашение отправлено.
users-delete = Удалить
users-delete-named = Удалить { $name }
users-delete-confirm = Вы уверены, что хотите удалить этого пользователя?
users-deleted = Пользователь удалён
users-action-failed = Не удалось внести изменение
users-edit-title = Пользователь { $name }
users-clients = Клиенты
users-regions = Регионы
users-email-invalid = Недопустимый адрес эл. почты
users-created = Пользователь создан!
users-updated = Пользователь обновлён!
users-password-new = Новый пароль
users-password-save = Сменить пароль
users-password-no-account = Пароль можно задать после регистрации пользователя.
users-history = История
users-created-at = Создан
users-invitation = Приглашение
users-invitation-sent = Приглашение отправлено
users-invitation-expires = Приглашение действует до
users-invitation-accepted = Принято
users-invitation-pending = Ещё не принято
users-history-date = Дата
users-history-action = Действие
users-history-by = Кем

## Administration › Exchange rates (features/exchange-rates)
xrates-search = Поиск по месяцу (2025-03) или валюте
xrates-col-month = Месяц
xrates-col-source = Источник
xrates-col-count = Котировки
xrates-empty = Нет курсов валют
xrates-load-failed = Не удалось загрузить курсы валют.
xrates-not-found = Нет курсов валют за этот месяц
xrates-back = Назад к курсам валют
xrates-col-currency = Валюта
xrates-col-pair = Пара
xrates-col-rate = Курс за 1 USD
xrates-load = Загрузить курсы за месяц
xrates-file = Файл (.csv или .xlsx)
xrates-help = Строка заголовка currency,rate, затем по строке на валюту: единиц за 1 USD, не более 6 знаков после запятой.
xrates-example = Пример файла
xrates-preview = Просмотр
xrates-confirm = Подтвердить
xrates-stored = Курсы валют за { $month } сохранены
xrates-replaces = Это заменит курсы, сохранённые за { $month }.
adminreports-remind = Отправить напоминание
adminreports-remind-title = Отправить напоминание?
adminreports-remind-text = Отправить напоминание пользователям { $client }?
adminreports-reminded =
    { $count ->
        [one] Напоминание отправлено { $count } пользователю
       *[other] Напоминание отправлено { $count } пользователям
    }
adminreports-remind-failed = Не удалось отправить напоминание: { $message }

## Exports: the shared flow, the covenants export page, the exchange rates export dialog
exports-generating = ФОРМИРОВАНИЕ ЭКСПОРТА…
exports-failed = Не удалось создать экспорт.
exports-download-failed = Не удалось скачать файл. Попробуйте ещё раз.
exports-covenants-title = Экспорт ковенантов
exports-covenants-field-type = Тип поля
exports-covenants-field-type-currency = Денежный
exports-covenants-field-type-percentual = Процентный
exports-covenants-field-type-numeric = Числовой
exports-covenants-export = Экспорт
exports-exchange-open = Экспорт
exports-exchange-title = Экспорт валютных курсов
exports-exchange-currency = Валюта
exports-exchange-years = Годы
exports-exchange-months = Месяцы
exports-exchange-export = Экспорт
exports-exchange-cancel = Отмена

## Reports and investments exports
export-reports-title = Экспорт отчётов
export-reports-clients = Клиенты
export-reports-from-month = С месяца
export-reports-to-month = До месяца (включительно)
export-reports-statuses = Статусы отчётов
export-reports-template = Шаблон отчёта
export-reports-regions = Регионы
export-reports-countries = Страны
export-reports-client-status = Статус клиента
export-reports-due-from = Срок сдачи с
export-reports-due-to = Срок сдачи по
export-reports-overdue = Просрочен
export-reports-overdue-yes = Да
export-reports-overdue-no = Нет
export-reports-submit = Экспортировать отчёты
export-investments-title = Экспорт инвестиций
export-investments-clients = Клиенты
export-investments-from-month = С месяца
export-investments-to-month = До месяца (включительно)
export-investments-funds = Фонды
export-investments-regions = Регионы
export-investments-frequency = Периодичность отчётности
export-investments-managers = Инвестиционные менеджеры
export-investments-submit = Экспортировать инвестиции

## Client factsheet export (spec 2 §2, §5, §9)
export-factsheet-title = Экспорт карточки клиента
export-factsheet-type = Тип экспорта
export-factsheet-type-client = По клиенту
export-factsheet-type-region-country = По региону / стране
export-factsheet-type-funds = По фонду
export-factsheet-clients = Клиенты
export-factsheet-regions = Регионы
export-factsheet-countries = Страны
export-factsheet-funds = Фонды
export-factsheet-period-type = Тип календаря
export-factsheet-period-type-calendar = Календарный
export-factsheet-period-type-financial = Финансовый
export-factsheet-from-month = Начальный месяц
export-factsheet-to-month = Конечный месяц
export-factsheet-currencies = Валюты
export-factsheet-forms = Формы
export-factsheet-forms-default = Формы экспорта для типа клиента
export-factsheet-forms-mfi = МФО/БАНК
export-factsheet-forms-agro = АГРО
export-factsheet-client-status = Статус клиента
export-factsheet-client-status-active = Активный
export-factsheet-client-status-workout = На реструктуризации
export-factsheet-client-status-inactive = Неактивный
export-factsheet-client-status-removed = Удалён
export-factsheet-report-status = Статусы отчётов (данные утверждённых отчётов, если ничего не выбрано)
export-factsheet-overdue = Просрочен
export-factsheet-overdue-yes = Да
export-factsheet-overdue-no = Нет
export-factsheet-summary = Итог
export-factsheet-summary-sum = Сумма
export-factsheet-summary-avg = Среднее
export-factsheet-submit = Экспортировать
