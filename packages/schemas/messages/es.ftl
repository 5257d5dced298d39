# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Éxito
no-data = No se encontraron datos.
required-fields = Por favor, complete todos los campos obligatorios
field-required = el campo es obligatorio
login-failed = Error de autenticación
passwords-dont-match = Las contraseñas no coinciden
reset-token-required = Por favor, introduzca el código
reset-code-invalid = El código introducido no es válido. Inténtelo de nuevo.
validation-token-invalid = El código proporcionado no es válido.
invitation-invalid = Este enlace de invitación no es válido.
registration-wrong-token = Código incorrecto.
user-not-found = No se encontró ningún usuario.
account-inactive = Su cuenta está inactiva. Active su cuenta para poder iniciar sesión.
validation-token-expired = El token proporcionado ha caducado. Solicite uno nuevo.
too-many-attempts = Demasiados intentos, vuelva a intentarlo en { $seconds } s
email-invalid = Dirección de correo electrónico no válida
user-email-taken = Ya existe un usuario con esta dirección de correo electrónico
user-own-roles = No puede cambiar sus propios roles
user-has-account = Este usuario ya tiene una cuenta
user-created-invitation-not-sent = El usuario se ha creado, pero no se ha podido enviar la invitación; intente invitarlo de nuevo
invitation-not-sent = No se ha podido enviar la invitación; inténtelo de nuevo más tarde
user-delete-self = No puede eliminar su propio usuario
language-unknown = Idioma desconocido
role-unknown = Rol desconocido { $role }
roles-client-or-provider = Un usuario tiene roles de cliente o roles de proveedor, no ambos
roles-client-only = Solo puede asignar roles de cliente
user-clients-required = Seleccione los clientes de este usuario
user-regions-required = Seleccione las regiones de este usuario
client-unknown = Cliente desconocido
region-unknown = Región desconocida
account-email-taken = Ya existe una cuenta con esta dirección de correo electrónico
client-remove-name-mismatch = No se ha podido eliminar { $name }: el nombre no coincide
client-remove-confirm-name = Escriba el nombre del cliente para confirmar
financial-periods-empty = Indique al menos un período financiero; una lista vacía los eliminaría todos
period-start-not-date = No es una fecha: { $value } (una fecha se escribe aaaammdd, p. ej. 20240101)
period-end-not-date = No es una fecha: { $value } (una fecha se escribe aaaammdd, p. ej. 20241231)
period-first-day = Un período empieza el primer día de un mes
period-last-day = Un período termina el último día de un mes
period-length = Un período financiero dura de 1 a 24 meses
period-months-mismatch = Del { $start } al { $end } hay { $months } meses, no { $given }
period-year-taken = Dos períodos terminan en { $year }
one-of = Uno de: { $choices }
month-invalid = Un mes con el formato aaaamm, p. ej. 202401
year-range = Un año de 1800 a { $year }
day-of-year-invalid = No es un día del año
top-date-after-bottom = La fecha superior es posterior a la fecha inferior
country-unknown = País desconocido
language-unknown-choices = Idioma desconocido { $language }; uno de { $languages }
users-form-invalid = Formulario no válido, revíselo
no-client = Ningún cliente
admin-clients-form-invalid = Formulario no válido, revíselo
admin-clients-save-failed = No se pudo guardar
admin-clients-period-start-required = El inicio del ejercicio es obligatorio
admin-clients-period-end-required = El fin del ejercicio es obligatorio
admin-clients-period-start-before-end = El inicio del ejercicio debe ser anterior al fin
admin-clients-period-end-after-start = El fin del ejercicio debe ser posterior al inicio
admin-clients-period-not-following = El inicio del ejercicio { $start } no sigue al fin del ejercicio anterior { $previousEnd }
admin-clients-currency-invalid = Un código de moneda de tres letras, p. ej. USD
rate-file-empty = El archivo está vacío.
rate-file-too-large = El archivo supera los { $kilobytes } KB.
rate-file-not-spreadsheet = El archivo no es ni un archivo CSV ni un libro de Excel (.xlsx).
rate-file-legacy-xls = Este es un libro de Excel 97-2003 (.xls): guárdelo como Libro de Excel (.xlsx) o como CSV.
rate-file-password-protected = Este libro está protegido con contraseña: quite la contraseña y vuelva a subirlo.
rate-file-corrupt = Este libro está dañado y no se puede abrir: vuelva a guardarlo en Excel.
rate-file-zip-bomb = Una vez descomprimido, este archivo ocupa mucho más que cualquier libro de tipos de cambio; se ha rechazado.
rate-file-not-base64 = El contenido del archivo no es base64 válido.
rate-month-format = El mes debe escribirse AAAA-MM, p. ej. 2025-03.
rate-month-too-early = No se aceptan meses anteriores a { $year }.
rate-month-future = { $month } está en el futuro: solo se guardan tipos de meses pasados.
rate-file-no-rates = El archivo no contiene tipos: añada una fila por divisa debajo del encabezado.
rate-file-too-many-rates = El archivo contiene { $count } tipos; se aceptan como máximo { $max }.
rate-file-problems = El archivo tiene { $count ->
        [one] 1 problema
       *[other] { $count } problemas
    }; no se ha guardado nada.
rate-row-header = Fila { $row }: la primera fila debe ser el encabezado currency,rate (o pair,rate)
rate-row-columns = Fila { $row }: se esperaban 2 columnas ({ $column }, rate), pero hay { $count }
rate-row-currency = Fila { $row }: la moneda debe ser un código de 3 letras mayúsculas, p. ej. PEN (se encontró «{ $found }»)
rate-row-currency-empty = Fila { $row }: la moneda debe ser un código de 3 letras mayúsculas, p. ej. PEN (celda vacía)
rate-row-pair = Fila { $row }: el par debe ser USD seguido de un código de moneda en mayúsculas, p. ej. USDPEN (se encontró «{ $found }»)
rate-row-pair-empty = Fila { $row }: el par debe ser USD seguido de un código de moneda en mayúsculas, p. ej. USDPEN (celda vacía)
rate-row-rate = Fila { $row }: el tipo de cambio debe ser un número positivo, p. ej. 3.75 (se encontró «{ $found }»)
rate-row-decimals = Fila { $row }: el tipo de cambio tiene más de { $max } decimales
rate-row-duplicate = Fila { $row }: { $currency } ya figura en la fila { $firstRow }
rate-row-base = Fila { $row }: USD es la moneda base; su tipo de cambio debe ser 1
no-report = No se ha encontrado ningún informe.
remind-wrong-status = No se puede enviar un recordatorio: el informe está { $status ->
        [created] creado
        [overdue] vencido
        [in_progress] en curso
        [submitted] enviado
        [in_review] en revisión
        [rejected] rechazado
        [approved] aprobado
       *[other] { $status }
    }
remind-no-users = { $client } no tiene usuarios activos a los que enviar un recordatorio
remind-sent-this-hour = Ya se ha enviado un recordatorio de este informe en esta hora
remind-mail-failed = No se ha podido enviar el correo ({ $sent } de { $total } enviados)
no-investment = No se ha encontrado ninguna inversión.
no-covenant = No se ha encontrado ningún covenant.
no-waiver = No se ha encontrado ninguna dispensa.
periodicity-invalid = La periodicidad de los informes debe ser una de { $choices }
investment-invalid = Inversión no válida
covenant-not-in-catalogue = Este covenant no está en el catálogo.
covenant-archived-not-addable = Este covenant está archivado desde el { $date } y ya no se puede añadir a una inversión.
covenant-wrong-client-type = Este covenant es para clientes { $covenantType }, no { $clientType }.
covenant-already-applied = Este covenant ya se aplica a esta inversión.
covenant-central-mismatch = El covenant no coincide con el covenant central indicado.
value-required = es obligatorio
must-be-one-of = debe ser uno de { $choices }
must-be-date = debe ser una fecha con el formato aaaammdd, p. ej. 20240131
covenant-not-of-catalogue = no es un covenant del catálogo
covenant-not-for-client-type = no es un covenant para clientes { $clientType }
covenant-must-differ = debe ser un covenant distinto del que sustituye
covenant-archived-not-choosable = está archivado desde el { $date } y ya no se puede elegir
covenant-internal-name-taken = Otro covenant ya tiene este nombre interno
date-expected = se espera una fecha con el formato AAAAMMDD
investment-covenant-form-invalid = ¡Formulario de covenant no válido! ¡Complete todos los valores obligatorios!
investment-waiver-form-invalid = ¡Formulario de dispensa no válido! ¡Complete todos los valores obligatorios!
central-covenants-invalid = Valores no válidos, revise el formulario
export-field-type-choose = Elija divisa, porcentual o numérico.
export-currency-choose = Elija una divisa (3 letras, p. ej. EUR).
export-months-required = Elija al menos un mes.
export-months-invalid = Los períodos son meses (AAAAMM) desde 2000 hasta este año.
export-reports-calendar-only = La exportación de informes solo abarca períodos naturales.
report-status-unknown = Estado de informe desconocido.
report-template-unknown = Plantilla de informe desconocida.
due-date-invalid = Las fechas de vencimiento son fechas (AAAAMMDD).
due-dates-order = La fecha de vencimiento inicial debe ser al menos un día anterior a la final.
client-status-unknown = Estado de cliente desconocido.
export-investments-calendar-only = Las inversiones se exportan por meses naturales.
reporting-frequency-unknown = La frecuencia de los informes es mensual, trimestral o no requerida.
export-type-unknown = El tipo de exportación es CLIENT, REGION/COUNTRY o FUNDS.
summary-type-unknown = El tipo de resumen es SUM o AVG.
currencies-invalid = Las divisas son códigos de tres letras, p. ej. USD.
period-type-unknown = El tipo de período es c (natural) o f (financiero).
export-periods-invalid = Los períodos son meses (AAAAMM o AAAAMMDD) o años (AAAAMM00) desde { $year } hasta este año, 36 como máximo.
form-config-unknown = Configuración de formulario desconocida.
reporting-scale-unknown = La escala de los informes es 1, 10, 100, 1000, 10000 o 100000.
export-too-many-columns = Una hoja admite como máximo { $max } columnas: elija menos clientes o períodos.
exports-exchange-incomplete = Por favor, complete toda la información.
export-factsheet-fill-in-all = Por favor, complete toda la información.
export-reports-period-required = Por favor, complete toda la información requerida (Período).
export-investments-period-required = Por favor, complete toda la información requerida (Período).
report-reason-no-client = no existe ese cliente
report-create-no-client = No se ha podido crear el informe: no existe ese cliente
report-reason-no-template = no existe esa plantilla de informe
report-create-no-template = No se ha podido crear el informe: no existe esa plantilla de informe
report-reason-wrong-client-type = { $template } no es una plantilla para clientes { $clientType }
report-create-wrong-client-type = No se ha podido crear el informe: { $template } no es una plantilla para clientes { $clientType }
report-reason-period-not-date = el período debe ser una fecha (aaaammdd)
report-create-period-not-date = No se ha podido crear el informe: el período debe ser una fecha (aaaammdd)
report-reason-period-not-month-end = el período debe ser el último día de un mes
report-create-period-not-month-end = No se ha podido crear el informe: el período debe ser el último día de un mes
report-reason-period-future = el período está en el futuro
report-create-period-future = No se ha podido crear el informe: el período está en el futuro
report-reason-not-quarter-end = los informes trimestrales se presentan para los cierres de trimestre, no para { $period }
report-create-not-quarter-end = No se ha podido crear el informe: los informes trimestrales se presentan para los cierres de trimestre, no para { $period }
report-reason-not-year-end = los informes anuales se presentan para el cierre del ejercicio financiero, no para { $period }
report-create-not-year-end = No se ha podido crear el informe: los informes anuales se presentan para el cierre del ejercicio financiero, no para { $period }
report-exists = No se ha podido crear el informe: { $template } de { $period } ya existe para { $client }
report-delete-not-found = No se ha podido eliminar el informe: no existe ese informe
report-reopen-mismatch = No se ha podido reabrir el informe: el cliente o el período no coinciden con el informe
report-status-unknown-choices = Estado desconocido { $status }; uno de { $statuses }
report-status-field-unknown = Estado desconocido
notes-incomplete = Cada nota necesita un formulario, un campo y un texto
note-incomplete = Una nota necesita un formulario, un campo y un texto
no-note = No se ha encontrado ninguna nota.
settings-required = ¡Seleccione una moneda!
report-cannot = No se puede { $action ->
        [wizardStartSubmission] iniciar el envío
        [wizardSubmit] enviar
        [wizardReStartSubmission] reiniciar el envío
        [wizardStartReview] iniciar la revisión
        [wizardApprove] aprobar
        [wizardReject] rechazar
        [reopenReportInstance] reabrir
        [updateReportingStatus] cambiar el estado
        [excelUploadUndo] deshacer la carga
       *[other] continuar
    }: el informe está { $status ->
        [created] creado
        [overdue] vencido
        [in_progress] en curso
        [submitted] enviado
        [in_review] en revisión
        [rejected] rechazado
        [approved] aprobado
        [deleted] eliminado
       *[other] { $status }
    }
report-changed = El informe se modificó al mismo tiempo: ahora está { $status ->
        [created] creado
        [overdue] vencido
        [in_progress] en curso
        [submitted] enviado
        [in_review] en revisión
        [rejected] rechazado
        [approved] aprobado
        [deleted] eliminado
       *[other] { $status }
    }. Vuelva a cargarlo.
report-changed-by = El informe fue modificado al mismo tiempo por { $user }: ahora está { $status ->
        [created] creado
        [overdue] vencido
        [in_progress] en curso
        [submitted] enviado
        [in_review] en revisión
        [rejected] rechazado
        [approved] aprobado
        [deleted] eliminado
       *[other] { $status }
    }. Vuelva a cargarlo.
template-kind-invalid = el tipo debe ser formulario o informe
template-key-invalid = la clave debe ser un nombre en camelCase de letras y dígitos que empiece por una letra minúscula
template-config-not-object = la configuración debe ser un objeto JSON
template-config-key-mismatch = la clave de la configuración debe ser { $key }
template-config-too-large = la configuración debe ocupar menos de 2 MB
template-changed-by = Modificado por { $name } el { $at }; vuelva a cargar para ver sus cambios
template-changed-meanwhile = Modificado entretanto; vuelva a cargar para ver los cambios
template-draft-gone = El borrador se publicó o se descartó entretanto; vuelva a cargar para ver la versión actual
template-no-draft = No hay ningún borrador { $kind ->
        [form] del formulario
       *[report] del informe
    } { $key }
template-no-version = No existe la versión { $version } { $kind ->
        [form] del formulario
       *[report] del informe
    } { $key }
template-publish-has-problems = { $kind ->
        [form] El formulario
       *[report] El informe
    } { $key } no se puede publicar: corrija primero los problemas
template-version-taken = La versión { $version } { $kind ->
        [form] del formulario
       *[report] del informe
    } { $key } se publicó entretanto; vuelva a cargar
template-draft-form-invalid = El borrador del formulario { $key } no es una configuración de formulario válida; revíselo primero
template-preview-numeric-not-date = el período debe ser una fecha (aaaammdd)
template-preview-no-client = No se encontró ningún cliente
template-step-form-unknown = ningún formulario publicado tiene la clave «{ $formKey }»
template-step-client-types-outside = los tipos de cliente del paso deben estar entre los del informe; { $clientTypes } no lo está
template-step-form-not-for-clients = el formulario «{ $formKey }» no es un formulario para clientes { $clientTypes }
