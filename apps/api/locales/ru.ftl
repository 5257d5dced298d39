### The API's own words in Russian: a message missing here is answered in English.

## The upload's answers: refusals, file problems, the FIELDS and VALUES entries of validationErr.

upload-outdated = Похоже, загруженный шаблон устарел. Используйте последнюю версию, чтобы избежать возможной потери данных или неточностей.
upload-mismatch = Файл не соответствует шаблону: { $problems ->
      [one] { $problems } ошибка
      [few] { $problems } ошибки
      [many] { $problems } ошибок
     *[other] { $problems } ошибки
    }; ничего не сохранено.
# "в { $cells }": the prepositional case.
upload-injections = В файле есть формулы в { $cells ->
      [one] { $cells } ячейке для ввода
      [few] { $cells } ячейках для ввода
      [many] { $cells } ячейках для ввода
     *[other] { $cells } ячейках для ввода
    }; из соображений безопасности они не принимаются. Введите простые значения и загрузите файл снова; ничего не сохранено.
# "не проходят { $validations }": the accusative case.
upload-validations = Загруженные значения не проходят { $validations ->
      [one] { $validations } проверку
      [few] { $validations } проверки
      [many] { $validations } проверок
     *[other] { $validations } проверки
    }: { $messages } Ничего не сохранено.

upload-file-empty = Файл пуст. Выберите заполненный шаблон.
upload-file-too-large = Размер файла должен быть меньше 3 МБ.
upload-file-not-spreadsheet = Этот файл не является книгой Excel (его содержимое не в формате .xlsx, как бы он ни назывался). Загрузите заполненный шаблон.
upload-file-legacy-xls = Это книга Excel 97-2003 (.xls), её невозможно прочитать. Откройте её в Excel, сохраните как «Книга Excel (.xlsx)» и загрузите этот файл.
upload-file-password-protected = Эта книга защищена паролем (зашифрована), поэтому её невозможно прочитать. Снимите пароль (Файл › Сведения › Защитить книгу) и загрузите её снова.
upload-file-corrupt = Эта книга повреждена, её невозможно открыть. Сохраните её заново в Excel и загрузите ещё раз.
upload-file-zip-bomb = В распакованном виде этот файл занимает более { $megabytes } МБ, намного больше любого шаблона; он отклонён.
upload-busy = Сервер занят чтением других файлов. Загрузите файл снова через { $seconds } с.

upload-settings = Выберите валюту!
upload-wrong-period = Этот файл за период { $file }, а отчёт — за { $report }.
upload-no-file = Выберите файл.
upload-other-settings = Этот отчёт уже заполняется в { $currency }, масштаб 1/{ $scale }: загружайте файл с этими настройками.
upload-wrong-status = Этот отчёт нельзя отправить файлом в его текущем статусе ({ $status }).
upload-submitted = Отчёт отправлен на утверждение
upload-saved-in-progress = Значения сохранены; отчёт остаётся в работе, пока клиент его не отправит.

upload-field-sheet-form = лист «{ $sheet }»: форма { $form }
upload-field-sheet-form-again = лист «{ $sheet }»: форма { $form } (повторно)
upload-field-empty-key = (пусто)
upload-field-not-a-form = (не форма этого отчёта: удалите лист)
upload-field-only-sheet = только лист «{ $sheet }»
upload-field-missing-sheet = (отсутствует) лист формы { $form }
upload-field-form-sheet = лист «{ $sheet }» (форма { $form })
upload-field-cell-key = { $cell }: { $key }
upload-field-cell-key-again = { $cell }: { $key } (повторно)
upload-field-no-such-field = (такого поля нет в «{ $form }»: удалите строку)
upload-field-only-row = только строка { $row }
upload-field-cell-label = { $cell }: «{ $label }»
upload-field-label-of-field = «{ $label }» ({ $field })
upload-field-missing-field = (отсутствует) { $field }
upload-field-row-with-key = лист «{ $sheet }»: строка «{ $label }» с ключом { $key }

upload-cell-formula = формула в ячейке для ввода: введите само значение
upload-cell-excel-error = ошибка Excel ({ $error })
upload-cell-yes-or-no = ожидается «да» или «нет»

## normalise's reasons (../reports/wizard.ts): English is what it writes, the translations replace it.

upload-reason-digits-only = используйте только цифры, знак минуса в начале, точки и запятые
upload-reason-one-digit = введите хотя бы одну цифру
upload-reason-too-large = число слишком большое
upload-reason-number = ожидается число
upload-reason-negative = не может быть отрицательным
upload-reason-at-least = должно быть не меньше { $min }
upload-reason-at-most = должно быть не больше { $max }
upload-reason-date = ожидается дата (ДД-ММ-ГГГГ, ММ-ДД-ГГГГ или ГГГГ-ММ-ДД)
upload-reason-boolean = ожидается «истина» или «ложь»
upload-reason-text = ожидается текст
upload-reason-choice = не входит в список вариантов
# "не более": the genitive case.
upload-reason-max-length = { $count ->
      [one] не более { $count } символа
      [few] не более { $count } символов
      [many] не более { $count } символов
     *[other] не более { $count } символа
    }

## The frame of a template workbook: field and form names come from the templates themselves.

template-field = Поле
template-value = Значение
template-info = { $client } · { $period } · { $currency }, масштаб 1/{ $scale }
template-guide = Заполняйте только белые ячейки. Серые ячейки вычисляются при загрузке или взяты из прошлых периодов. Защита листа без пароля: это подсказка, а не замок.
template-yes = Да
template-no = Нет

## A numeric field's unit after its value: the form renderer's words for them.

template-unit-count = кол-во
template-unit-times = ×
template-unit-days = дн.
template-unit-years = лет
template-unit-tonnes = т
template-unit-hectares = га
template-unit-hours = ч
template-unit-score = балл.

## E-mails: plain text, the HTML part is made from it.

mail-invitation-subject = Приглашение на портал отчётности Ledgerline
mail-invitation-body =
    Здравствуйте, { $name }!

    { $inviter } приглашает вас на портал отчётности Ledgerline. Откройте эту ссылку, чтобы принять приглашение и завершить регистрацию:

    { $link }

    Приглашение действительно до { $date }. Если вы не хотите присоединяться, вы можете отклонить его по той же ссылке.
mail-validation-token-subject = Ваш код подтверждения Ledgerline
mail-validation-token-body =
    Здравствуйте, { $name }!

    Ваш код подтверждения:

    { $token }

    Он действителен 10 минут. Введите его на странице регистрации или откройте эту ссылку:

    { $link }
mail-reset-code-subject = Код для сброса пароля Ledgerline
mail-reset-code-body =
    Здравствуйте, { $name }!

    Мы получили запрос на сброс пароля вашей учётной записи Ledgerline. Ваш код:

    { $code }

    Он действителен 30 минут. Введите его на странице сброса пароля:

    { $link }

    Если вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль останется прежним.
mail-report-reminder-subject = Напоминание: { $template }, { $client }, { $period }
mail-report-reminder-body =
    Здравствуйте, { $name }!

    Этот отчёт ожидает заполнения:

    { $template }
    { $client }, { $period }
    Срок сдачи: { $date }

    Откройте его по ссылке:

    { $link }
