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
