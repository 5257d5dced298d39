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
