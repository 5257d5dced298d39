### The API's own words in Spanish: a message missing here is answered in English.

## The upload's answers: refusals, file problems, the FIELDS and VALUES entries of validationErr.

upload-outdated = La plantilla que ha cargado parece estar desactualizada. Asegúrese de usar la última versión para evitar posibles pérdidas de datos o imprecisiones.
upload-mismatch = El archivo no coincide con la plantilla: { $problems ->
      [one] { $problems } problema
      [many] { $problems } de problemas
     *[other] { $problems } problemas
    }; no se ha guardado nada.
upload-injections = El archivo tiene fórmulas en { $cells ->
      [one] { $cells } celda de entrada
      [many] { $cells } de celdas de entrada
     *[other] { $cells } celdas de entrada
    }; se rechazan por seguridad. Escriba valores simples y vuelva a cargarlo; no se ha guardado nada.
upload-validations = Los valores cargados no superan { $validations ->
      [one] { $validations } validación
      [many] { $validations } de validaciones
     *[other] { $validations } validaciones
    }: { $messages } No se ha guardado nada.

upload-file-empty = El archivo está vacío. Seleccione la plantilla completada.
upload-file-too-large = El tamaño del archivo debe ser inferior a 3 MB.
upload-file-not-spreadsheet = Este archivo no es un libro de Excel (su contenido no es .xlsx, sea cual sea su nombre). Cargue la plantilla completada.
upload-file-legacy-xls = Este es un libro de Excel 97-2003 (.xls), que no se puede leer. Ábralo en Excel, guárdelo como Libro de Excel (.xlsx) y cargue ese archivo.
upload-file-password-protected = Este libro está protegido con contraseña (cifrado), por lo que no se puede leer. Quite la contraseña (Archivo › Información › Proteger libro) y vuelva a cargarlo.
upload-file-corrupt = Este libro está dañado y no se puede abrir. Vuelva a guardarlo en Excel y cárguelo de nuevo.
upload-file-zip-bomb = Este archivo ocupa más de { $megabytes } MB al descomprimirlo, mucho más que cualquier plantilla; se ha rechazado.
upload-busy = El servidor está ocupado leyendo otros archivos. Vuelva a cargar el archivo dentro de { $seconds } s.

upload-settings = ¡Seleccione una moneda!
upload-wrong-period = Este archivo es del período { $file }, pero el informe es del { $report }.
upload-no-file = Seleccione un archivo.
upload-other-settings = Este informe ya se está completando en { $currency }, escala 1/{ $scale }: cárguelo con esa configuración.
upload-wrong-status = Este informe no se puede enviar por archivo en su estado actual ({ $status }).
upload-submitted = Informe enviado para aprobación
upload-saved-in-progress = Los valores se guardaron; el informe sigue en curso hasta que el cliente lo envíe.

upload-field-sheet-form = hoja "{ $sheet }": formulario { $form }
upload-field-sheet-form-again = hoja "{ $sheet }": formulario { $form } (duplicado)
upload-field-empty-key = (vacío)
upload-field-not-a-form = (no es un formulario de este informe: elimine la hoja)
upload-field-only-sheet = solo la hoja "{ $sheet }"
upload-field-missing-sheet = (falta) hoja del formulario { $form }
upload-field-form-sheet = hoja "{ $sheet }" (formulario { $form })
upload-field-cell-key = { $cell }: { $key }
upload-field-cell-key-again = { $cell }: { $key } (duplicado)
upload-field-no-such-field = (este campo no existe en { $form }: elimine la fila)
upload-field-only-row = solo la fila { $row }
upload-field-cell-label = { $cell }: "{ $label }"
upload-field-label-of-field = "{ $label }" ({ $field })
upload-field-missing-field = (falta) { $field }
upload-field-row-with-key = hoja "{ $sheet }": fila "{ $label }" con la clave { $key }

upload-cell-formula = una fórmula en una celda de entrada: escriba el valor directamente
upload-cell-excel-error = un error de Excel ({ $error })
upload-cell-yes-or-no = se esperaba sí o no

## normalise's reasons (../reports/wizard.ts): English is what it writes, the translations replace it.

upload-reason-digits-only = use solo dígitos, un signo menos al principio, puntos y comas
upload-reason-one-digit = escriba al menos un dígito
upload-reason-too-large = el número es demasiado grande
upload-reason-number = se esperaba un número
upload-reason-negative = no puede ser negativo
upload-reason-at-least = debe ser como mínimo { $min }
upload-reason-at-most = debe ser como máximo { $max }
upload-reason-date = se esperaba una fecha (DD-MM-AAAA, MM-DD-AAAA o AAAA-MM-DD)
upload-reason-boolean = se esperaba verdadero o falso
upload-reason-text = se esperaba un texto
upload-reason-choice = no es una de las opciones
upload-reason-max-length = { $count ->
      [one] { $count } carácter como máximo
      [many] { $count } de caracteres como máximo
     *[other] { $count } caracteres como máximo
    }

## The frame of a template workbook: field and form names come from the templates themselves.

template-field = Campo
template-value = Valor
template-info = { $client } · { $period } · { $currency }, escala 1/{ $scale }
template-guide = Complete solo las celdas blancas. Las celdas grises se calculan al cargar el archivo o provienen de períodos anteriores. La protección de la hoja no tiene contraseña: es una guía, no un candado.
template-yes = Sí
template-no = No

## A numeric field's unit after its value: the form renderer's words for them.

template-unit-count = cantidad
template-unit-times = ×
template-unit-days = días
template-unit-years = años
template-unit-tonnes = t
template-unit-hectares = ha
template-unit-hours = h
template-unit-score = ptos.

## E-mails: plain text, the HTML part is made from it.

mail-invitation-subject = Le invitamos al portal de reportes Ledgerline
mail-invitation-body =
    Hola { $name }:

    { $inviter } le invita al portal de reportes Ledgerline. Abra este enlace para aceptar la invitación y completar su registro:

    { $link }

    La invitación es válida hasta el { $date }. Si no desea unirse, puede rechazarla desde el mismo enlace.
mail-validation-token-subject = Su código de validación de Ledgerline
mail-validation-token-body =
    Hola { $name }:

    Su código de validación es:

    { $token }

    Es válido durante 10 minutos. Introdúzcalo en la página de registro o abra este enlace:

    { $link }
mail-reset-code-subject = Su código para restablecer la contraseña de Ledgerline
mail-reset-code-body =
    Hola { $name }:

    Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Ledgerline. Su código es:

    { $code }

    Es válido durante 30 minutos. Introdúzcalo en la página de restablecimiento:

    { $link }

    Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia.
mail-report-reminder-subject = Recordatorio: { $template }, { $client }, { $period }
mail-report-reminder-body =
    Hola { $name }:

    Este reporte está pendiente de presentar:

    { $template }
    { $client }, { $period }
    Vence el { $date }

    Ábralo aquí:

    { $link }
