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
success = Готово
no-data = Данные не найдены.
required-fields = Пожалуйста, заполните все обязательные поля
field-required = поле обязательно
not-found = 404 Страница не найдена
not-found-detail = По этому адресу нет страницы.
page-planned = Этот экран пока недоступен.

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
login-failed = Ошибка аутентификации
login-sso-redirect = Переход к единому входу…
login-token-redirect = Вы вошли в систему. Открываем портал…
back-to-login = Вернуться ко входу

## Passwords

password = Пароль
password-retype = Повторите пароль
password-min-length = минимальная длина — 6
password-max-length = максимальная длина — 33
password-too-weak = пароль слишком слабый
passwords-dont-match = Пароли не совпадают
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
reset-token-required = Пожалуйста, введите код
reset-code-invalid = Введённый код недействителен. Попробуйте ещё раз.
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
validation-token-invalid = Указанный код недействителен.
invitation-invalid = Это приглашение недействительно.
decline-question = Почему вы отклоняете приглашение?
decline-reason = Причина
decline-go-back = Назад
decline-failed = Не удалось отправить ваш ответ.
decline-thanks = Спасибо за ваш отзыв.
registration-title = Регистрация
registration-intro = Пожалуйста, заполните или обновите следующие данные.
registration-complete = Завершить регистрацию
registration-failed = Не удалось завершить регистрацию.
registration-wrong-token = Неверный код.
registration-no-user = Пользователь не найден.
account-inactive = Ваша учётная запись сейчас неактивна. Активируйте её, чтобы войти.
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
no-client = Клиент не найден
client-inactive = Этот клиент сейчас неактивен.

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
service-status = Состояние сервиса
service-checking = Проверка сервиса
service-unreachable = Сервис недоступен
service-api = API
service-running = Работает
service-degraded = С перебоями
service-database = База данных
service-connected = Подключена
service-unavailable = Недоступна
service-version = Версия

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
settings-required = Пожалуйста, выберите валюту!
start-title = Сдача отчёта { $title }
start-step-settings = Шаг 1: проверьте настройки
start-step-previous = Шаг 2: просмотрите незакрытые предыдущие отчёты
start-previous-open = Незакрытых предыдущих отчётов: { $n }
start-no-previous-open = Незакрытых предыдущих отчётов нет.
start-reporting = Начать отчётность
start-file-based = Сдача файлом
start-file-based-unavailable = Загрузка заполненного шаблона пока недоступна; пожалуйста, заполните отчёт вручную.
start-download-template = Скачать шаблон
start-manual = Ручной ввод
start-manual-text = Заполните отчёт пошагово в браузере.
start-submission = Начать сдачу
start-preview = Предпросмотр
audit-start-title = Начать проверку: { $title }
audit-start-text = Отчёт, отправленный пользователем { $name }, готов к проверке
audit-start = Начать проверку
audit-view-only = Просмотреть без проверки
wizard-load-failed = Не удалось загрузить отчёт.
wizard-not-found = Такого отчёта за этот период нет.
wizard-client-status = Статус клиента: { $status }
wizard-no-steps = В этом отчёте нет шагов.
wizard-reporting-in = Отчётность в { $currency }, масштаб 1/{ $scale }
wizard-last-step = Все шаги заполнены. Нажмите «Завершить».
wizard-previous = Назад
wizard-next = Далее
wizard-finish = Завершить
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
