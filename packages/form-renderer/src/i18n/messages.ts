// The renderer's own words in Fluent syntax, one resource per interface language. Field labels and guides
// come from the form config's translations instead.
import type { Language } from "@ledgerline/schemas";

const en = `
col-field = Field
col-value = Value
required = required
guide = Guide
show-formula = Show how { $label } is computed
value-name = { $label }, { $period }
show-formula-after-value = , show how { $label } is computed
collapse = Collapse { $label }
expand = Expand { $label }
yes = Yes
no = No
choose = Choose…
summary-title = Invalid fields, please review.
summary-warnings = Please check these values.
error-required = This field is required.
error-min-length =
    { $limit ->
        [one] Enter at least { $limit } character.
       *[other] Enter at least { $limit } characters.
    }
error-max-length =
    { $limit ->
        [one] Enter at most { $limit } character.
       *[other] Enter at most { $limit } characters.
    }
error-negative = The value may not be negative.
error-min = The value must be at least { $limit }.
error-max = The value must be at most { $limit }.
error-email = Enter a valid email address.
error-url = Enter a valid web address.
error-telephone = Enter a telephone number: an optional + and country code, then ten digits.
error-pattern = The value does not have the expected format.
error-choice = Choose one of the options.
error-invalid = The value is not valid.
error-number = Use only digits, a leading minus sign, dots and commas.
error-date = Enter a date as DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD.
error-motivation-required = The covenant is breached: give a motivation.
covenant-breached = Breached
covenant-alerted = Alerted
covenant-ok = Within limits
covenant-disabled = Waived: not tested
covenant-waived = { $type } waiver until { $end }
covenant-unknown = No value to test
covenant-not-tested = Not tested for this report
waiver-DISABLE = Disable
waiver-REPLACE = Replace
waiver-ALTER = Alter
covenant-range = Between { $min } and { $max }
covenant-min = At least { $min }
covenant-max = At most { $max }
covenant-alert = alert at { $alert }
covenant-original = Without the waiver:
motivation-label = Breach motivation
motivation-prompt = Give the reasons for the breach, your action plan or strategy, and the timeframe to cure it.
panel-title = How { $label } is computed
panel-pin = Pin
panel-unpin = Unpin
panel-close = Close
panel-resize = Resize the formula panel
panel-empty = Choose a computed field to see its formula.
panel-scale = Money in the form's scale, 1/{ $scale }
panel-scale-currency = Money in { $currency }, scale 1/{ $scale }, as in the form
guide-for = Guide: { $label }
covenant-replaced-by = Replaced by { $name }
unit-count = count
unit-times = ×
unit-days = days
unit-years = years
unit-tonnes = t
unit-hectares = ha
unit-hours = h
unit-score = pts
`;

const fr = `
col-field = Champ
col-value = Valeur
required = obligatoire
guide = Aide
show-formula = Voir le calcul de { $label }
value-name = { $label }, { $period }
show-formula-after-value = , voir le calcul de { $label }
collapse = Replier { $label }
expand = Déplier { $label }
yes = Oui
no = Non
choose = Choisir…
summary-title = Champs invalides, veuillez vérifier.
summary-warnings = Veuillez vérifier ces valeurs.
error-required = Ce champ est obligatoire.
error-min-length =
    { $limit ->
        [one] Saisissez au moins { $limit } caractère.
       *[other] Saisissez au moins { $limit } caractères.
    }
error-max-length =
    { $limit ->
        [one] Saisissez au plus { $limit } caractère.
       *[other] Saisissez au plus { $limit } caractères.
    }
error-negative = La valeur ne peut pas être négative.
error-min = La valeur doit être au moins { $limit }.
error-max = La valeur doit être au plus { $limit }.
error-email = Saisissez une adresse e-mail valide.
error-url = Saisissez une adresse web valide.
error-telephone = Saisissez un numéro : un + et l'indicatif facultatifs, puis dix chiffres.
error-pattern = La valeur n'a pas le format attendu.
error-choice = Choisissez une des options.
error-invalid = La valeur n'est pas valide.
error-number = Utilisez seulement des chiffres, un signe moins initial, des points et des virgules.
error-date = Saisissez une date JJ-MM-AAAA, MM-JJ-AAAA ou AAAA-MM-JJ.
error-motivation-required = Le covenant est enfreint : donnez une motivation.
covenant-breached = Enfreint
covenant-alerted = En alerte
covenant-ok = Dans les limites
covenant-disabled = Dérogation : non testé
covenant-waived = Dérogation ({ $type }) jusqu'au { $end }
covenant-unknown = Aucune valeur à tester
covenant-not-tested = Non testé pour ce rapport
waiver-DISABLE = désactivation
waiver-REPLACE = remplacement
waiver-ALTER = modification
covenant-range = Entre { $min } et { $max }
covenant-min = Au moins { $min }
covenant-max = Au plus { $max }
covenant-alert = alerte à { $alert }
covenant-original = Sans la dérogation :
motivation-label = Motivation de l'infraction
motivation-prompt = Indiquez les raisons de l'infraction, votre plan d'action ou stratégie, et le délai pour y remédier.
panel-title = Calcul de { $label }
panel-pin = Épingler
panel-unpin = Détacher
panel-close = Fermer
panel-resize = Redimensionner le panneau de formule
panel-empty = Choisissez un champ calculé pour voir sa formule.
panel-scale = Montants à l'échelle du formulaire, 1/{ $scale }
panel-scale-currency = Montants en { $currency }, échelle 1/{ $scale }, comme dans le formulaire
guide-for = Aide : { $label }
covenant-replaced-by = Remplacé par { $name }
unit-count = nombre
unit-times = ×
unit-days = jours
unit-years = ans
unit-tonnes = t
unit-hectares = ha
unit-hours = h
unit-score = pts
`;

const es = `
col-field = Campo
col-value = Valor
required = obligatorio
guide = Guía
show-formula = Ver cómo se calcula { $label }
value-name = { $label }, { $period }
show-formula-after-value = , ver cómo se calcula { $label }
collapse = Contraer { $label }
expand = Expandir { $label }
yes = Sí
no = No
choose = Elegir…
summary-title = Campos no válidos, por favor revise.
summary-warnings = Por favor verifique estos valores.
error-required = Este campo es obligatorio.
error-min-length =
    { $limit ->
        [one] Ingrese al menos { $limit } carácter.
       *[other] Ingrese al menos { $limit } caracteres.
    }
error-max-length =
    { $limit ->
        [one] Ingrese como máximo { $limit } carácter.
       *[other] Ingrese como máximo { $limit } caracteres.
    }
error-negative = El valor no puede ser negativo.
error-min = El valor debe ser al menos { $limit }.
error-max = El valor debe ser como máximo { $limit }.
error-email = Ingrese un correo electrónico válido.
error-url = Ingrese una dirección web válida.
error-telephone = Ingrese un teléfono: un + y código de país opcionales, luego diez dígitos.
error-pattern = El valor no tiene el formato esperado.
error-choice = Elija una de las opciones.
error-invalid = El valor no es válido.
error-number = Use solo dígitos, un signo menos inicial, puntos y comas.
error-date = Ingrese una fecha DD-MM-AAAA, MM-DD-AAAA o AAAA-MM-DD.
error-motivation-required = El covenant está incumplido: dé una motivación.
covenant-breached = Incumplido
covenant-alerted = En alerta
covenant-ok = Dentro de los límites
covenant-disabled = Dispensado: no se evalúa
covenant-waived = Dispensa ({ $type }) hasta el { $end }
covenant-unknown = Sin valor que evaluar
covenant-not-tested = No se evalúa en este informe
waiver-DISABLE = desactivación
waiver-REPLACE = sustitución
waiver-ALTER = modificación
covenant-range = Entre { $min } y { $max }
covenant-min = Al menos { $min }
covenant-max = Como máximo { $max }
covenant-alert = alerta en { $alert }
covenant-original = Sin la dispensa:
motivation-label = Motivo del incumplimiento
motivation-prompt = Indique las razones del incumplimiento, su plan de acción o estrategia y el plazo para subsanarlo.
panel-title = Cálculo de { $label }
panel-pin = Fijar
panel-unpin = Soltar
panel-close = Cerrar
panel-resize = Cambiar el tamaño del panel de fórmula
panel-empty = Elija un campo calculado para ver su fórmula.
panel-scale = Importes en la escala del formulario, 1/{ $scale }
panel-scale-currency = Importes en { $currency }, escala 1/{ $scale }, como en el formulario
guide-for = Guía: { $label }
covenant-replaced-by = Sustituido por { $name }
unit-count = cantidad
unit-times = ×
unit-days = días
unit-years = años
unit-tonnes = t
unit-hectares = ha
unit-hours = h
unit-score = ptos.
`;

const pt = `
col-field = Campo
col-value = Valor
required = obrigatório
guide = Guia
show-formula = Ver como { $label } é calculado
value-name = { $label }, { $period }
show-formula-after-value = , ver como { $label } é calculado
collapse = Recolher { $label }
expand = Expandir { $label }
yes = Sim
no = Não
choose = Escolher…
summary-title = Campos inválidos, por favor revise.
summary-warnings = Por favor verifique estes valores.
error-required = Este campo é obrigatório.
error-min-length =
    { $limit ->
        [one] Informe pelo menos { $limit } caractere.
       *[other] Informe pelo menos { $limit } caracteres.
    }
error-max-length =
    { $limit ->
        [one] Informe no máximo { $limit } caractere.
       *[other] Informe no máximo { $limit } caracteres.
    }
error-negative = O valor não pode ser negativo.
error-min = O valor deve ser pelo menos { $limit }.
error-max = O valor deve ser no máximo { $limit }.
error-email = Informe um e-mail válido.
error-url = Informe um endereço web válido.
error-telephone = Informe um telefone: + e código do país opcionais, depois dez dígitos.
error-pattern = O valor não tem o formato esperado.
error-choice = Escolha uma das opções.
error-invalid = O valor não é válido.
error-number = Use apenas dígitos, um sinal de menos inicial, pontos e vírgulas.
error-date = Informe uma data DD-MM-AAAA, MM-DD-AAAA ou AAAA-MM-DD.
error-motivation-required = O covenant foi violado: informe uma motivação.
covenant-breached = Violado
covenant-alerted = Em alerta
covenant-ok = Dentro dos limites
covenant-disabled = Dispensado: não avaliado
covenant-waived = Dispensa ({ $type }) até { $end }
covenant-unknown = Sem valor para avaliar
covenant-not-tested = Não avaliado neste relatório
waiver-DISABLE = desativação
waiver-REPLACE = substituição
waiver-ALTER = alteração
covenant-range = Entre { $min } e { $max }
covenant-min = Pelo menos { $min }
covenant-max = No máximo { $max }
covenant-alert = alerta em { $alert }
covenant-original = Sem a dispensa:
motivation-label = Motivação da violação
motivation-prompt = Informe as razões da violação, seu plano de ação ou estratégia e o prazo para saná-la.
panel-title = Cálculo de { $label }
panel-pin = Fixar
panel-unpin = Soltar
panel-close = Fechar
panel-resize = Redimensionar o painel de fórmula
panel-empty = Escolha um campo calculado para ver sua fórmula.
panel-scale = Valores na escala do formulário, 1/{ $scale }
panel-scale-currency = Valores em { $currency }, escala 1/{ $scale }, como no formulário
guide-for = Guia: { $label }
covenant-replaced-by = Substituído por { $name }
unit-count = quantidade
unit-times = ×
unit-days = dias
unit-years = anos
unit-tonnes = t
unit-hectares = ha
unit-hours = h
unit-score = pts
`;

const ru = `
col-field = Поле
col-value = Значение
required = обязательно
guide = Подсказка
show-formula = Показать расчёт: { $label }
value-name = { $label }, { $period }
show-formula-after-value = , показать расчёт: { $label }
collapse = Свернуть { $label }
expand = Развернуть { $label }
yes = Да
no = Нет
choose = Выберите…
summary-title = Неверные поля, проверьте, пожалуйста.
summary-warnings = Проверьте эти значения.
error-required = Это поле обязательно.
error-min-length =
    { $limit ->
        [one] Введите не менее { $limit } символа.
        [few] Введите не менее { $limit } символов.
        [many] Введите не менее { $limit } символов.
       *[other] Введите не менее { $limit } символа.
    }
error-max-length =
    { $limit ->
        [one] Введите не более { $limit } символа.
        [few] Введите не более { $limit } символов.
        [many] Введите не более { $limit } символов.
       *[other] Введите не более { $limit } символа.
    }
error-negative = Значение не может быть отрицательным.
error-min = Значение должно быть не меньше { $limit }.
error-max = Значение должно быть не больше { $limit }.
error-email = Введите корректный адрес электронной почты.
error-url = Введите корректный веб-адрес.
error-telephone = Введите телефон: необязательный + и код страны, затем десять цифр.
error-pattern = Значение имеет неверный формат.
error-choice = Выберите один из вариантов.
error-invalid = Значение неверно.
error-number = Используйте только цифры, начальный минус, точки и запятые.
error-date = Введите дату ДД-ММ-ГГГГ, ММ-ДД-ГГГГ или ГГГГ-ММ-ДД.
error-motivation-required = Ковенант нарушен: укажите обоснование.
covenant-breached = Нарушен
covenant-alerted = Предупреждение
covenant-ok = В пределах
covenant-disabled = Исключение: не проверяется
covenant-waived = Исключение ({ $type }) до { $end }
covenant-unknown = Нет значения для проверки
covenant-not-tested = Не проверяется в этом отчёте
waiver-DISABLE = отключение
waiver-REPLACE = замена
waiver-ALTER = изменение
covenant-range = От { $min } до { $max }
covenant-min = Не менее { $min }
covenant-max = Не более { $max }
covenant-alert = предупреждение при { $alert }
covenant-original = Без исключения:
motivation-label = Обоснование нарушения
motivation-prompt = Укажите причины нарушения, план действий или стратегию и срок устранения.
panel-title = Расчёт: { $label }
panel-pin = Закрепить
panel-unpin = Открепить
panel-close = Закрыть
panel-resize = Изменить размер панели формулы
panel-empty = Выберите вычисляемое поле, чтобы увидеть формулу.
panel-scale = Суммы в масштабе формы, 1/{ $scale }
panel-scale-currency = Суммы в { $currency }, масштаб 1/{ $scale }, как в форме
guide-for = Подсказка: { $label }
covenant-replaced-by = Заменён на { $name }
unit-count = кол-во
unit-times = ×
unit-days = дн.
unit-years = лет
unit-tonnes = т
unit-hectares = га
unit-hours = ч
unit-score = балл.
`;

/** Fluent resources of the renderer, by interface language. */
export const MESSAGES: Record<Language, string> = { en, fr, es, pt, ru };
