# Ledgerline portal — español

## Common

home = Inicio
loading = Cargando
language = Idioma
interface-language = Idioma de la interfaz
actions = Acciones
accept = Aceptar
decline = Rechazar
cancel = Cancelar
submit = Enviar
validate = Validar
retry = Reintentar
go-back = Volver
not-found = 404 No encontrado
not-found-detail = No hay ninguna página en esta dirección.
screen-load-failed = No se pudo cargar esta página. Puede que se haya perdido la conexión o que haya una nueva versión de Ledgerline.
screen-reload = Recargar

## Session

session-checking = Comprobando su sesión…
session-check-failed = ¡Error! { $message }
essentials-loading = Cargando el portal…

## Login

login-title = Iniciar sesión
login-username = Usuario o correo electrónico
login-next = Siguiente
login-password = Contraseña
login-submit = Entrar
login-forgot = ¿Olvidó su contraseña?
login-change-user = Cambiar
login-sso-redirect = Redirigiendo al inicio de sesión único…
login-token-redirect = Ha iniciado sesión. Abriendo el portal…
back-to-login = Volver al inicio de sesión

## Passwords

password = Contraseña
password-retype = Repita la contraseña
password-min-length = la longitud mínima es 6
password-max-length = la longitud máxima es 33
password-too-weak = la contraseña es demasiado débil
password-strength = Seguridad de la contraseña
password-strength-level = Seguridad de la contraseña: { $level }
strength-bad = Mala
strength-weak = Débil
strength-ok = Aceptable
strength-good = Buena
strength-strong = Fuerte

## Password reset

reset-title = Restablecer su contraseña
reset-step-email = Correo
reset-step-code = Código
reset-step-password = Nueva contraseña
reset-step-done = Listo
reset-email-intro = Introduzca el correo electrónico de su cuenta. Le enviaremos un código.
reset-email = Correo electrónico
reset-send = Enviar
reset-send-failed = No se pudo enviar el código.
reset-code-intro = Introduzca el código que enviamos a { $email }.
reset-code = Código
reset-validate = Validar
reset-password-intro = Elija su nueva contraseña.
reset-save = Cambiar contraseña
reset-change-failed = No se pudo cambiar la contraseña.
reset-done-text = Su contraseña ha sido cambiada.
reset-login = Iniciar sesión

## Invitation and registration

invitation-title = Invitación
invitation-welcome = Bienvenido/a { $name }
invitation-verify-email = Antes de unirse, necesitamos verificar su dirección de correo, { $email }.
invitation-question = ¿Acepta unirse al portal?
invitation-sending-token = Enviando el código de validación.
invitation-token-failed = No se pudo enviar el código de validación.
invitation-token-intro = Hemos enviado un código de validación a { $email }. Introdúzcalo a continuación.
invitation-token = Código de validación
invitation-token-notice = El código solo es válido durante 10 minutos.
validating = Validando
decline-question = ¿Por qué rechaza la invitación?
decline-reason = Motivo
decline-go-back = Volver
decline-failed = No se pudo enviar su respuesta.
decline-thanks = Gracias por sus comentarios.
registration-title = Registro
registration-intro = Complete o actualice los siguientes datos.
registration-complete = Completar su registro
registration-failed = No se pudo completar el registro.
first-name = Nombre
last-name = Apellido
address = Dirección
address-country = País
address-state = Estado / provincia
address-city = Ciudad
address-postalcode = Código postal
address-street = Calle
address-nr = Número
address-box = Buzón
address-additional = Información adicional
communication = Medios de contacto
communication-type = Tipo
communication-type-placeholder = p. ej. Teléfono
communication-value = Valor
communication-add = Añadir medio de contacto
communication-save = Guardar medio de contacto
communication-edit = Editar { $type }
communication-delete = Eliminar { $type }

## Shell

main-navigation = Navegación principal
skip-to-main = Saltar al contenido principal
menu-keys-hint = Recorra el menú con las flechas arriba y abajo; Intro abre un grupo o una entrada, Inicio y Fin llevan a la primera y a la última entrada.
brand-home = { $name }, página de inicio
nav-collapse = Contraer la navegación
nav-expand = Expandir la navegación
contacts = Contactos
client-switcher = Clientes
client-switcher-choose = Elegir un cliente
client-switcher-current = Cliente: { $name }
client-search = Buscar clientes
client-search-results = Resultados de la búsqueda
recent-clients = Clientes recientes
my-dashboard = Mi panel
more-clients = Más clientes
currency-menu = Moneda: { $currency }
language-menu = Idioma: { $language }
user-menu = Usuario: { $name }
logout = Cerrar sesión
client-inactive = Este cliente está inactivo actualmente.
client-not-found-detail = En esta dirección no hay ningún cliente que usted pueda abrir.
client-not-found-home = Ir a mi página de inicio
client-load-failed = No se pudo cargar el cliente.

## Menus

menu-dashboard = Panel
menu-investments = Inversiones
menu-investments-mfi = IMF/Banco
menu-investments-agro = Agro
menu-reports = Informes
menu-reports-all = Todos los informes
menu-reporting = Informes
menu-clients = Clientes
menu-export = Exportar
menu-export-factsheet = Ficha técnica
menu-export-reports = Informes
menu-export-investments = Inversiones
menu-export-covenants = Covenants
menu-admin = Administración
menu-admin-clients = Clientes
menu-admin-users = Usuarios
menu-admin-audits = Auditorías
menu-admin-exchangerates = Tipos de cambio
menu-admin-reports = Informes
menu-admin-covenants = Covenants
menu-admin-covenants-mfi = Covenants IMF/Banco
menu-admin-covenants-agro = Covenants Agro
menu-category-organisation = Organización
menu-category-financial = Financiero
menu-category-social = Social
menu-category-statistics = Estadísticas
menu-financial-periods = Ejercicios financieros
menu-data = Datos

## Home

home-welcome = Bienvenido/a, { $name }.

## Reporting (spec 2)

status-created = Creado
status-overdue = Vencido
status-in-progress = En curso
status-submitted = Enviado
status-in-review = En revisión
status-rejected = Rechazado
status-approved = Aprobado
status-unknown = —
reports-col-client = Cliente
reports-col-template = Plantilla
reports-col-due = Fecha límite
reports-col-period = Período
reports-col-status = Estado
reports-col-reported-by = Informado por
reports-col-audited-by = Auditado por
reports-col-last-updated = Última actualización
reports-filter = Filtrar informes
no-data-found = No se encontraron datos.
create-report = Crear informe
create-report-client = Cliente
create-report-template = Plantilla de informe
create-report-period = Período
create-report-required = Este campo es obligatorio.
create-report-created = Informe { $template } creado para { $period } para { $client }
create-report-failed-title = No se pudo crear el informe
create-report-failed = No se pudo crear el informe: { $message }
save = Guardar
settings-change = Cambiar configuración
settings-currency = Moneda
settings-scale = Escala
start-title = Envío de { $title }
start-step-settings = Paso 1: verificar la configuración
start-step-previous = Paso 2: revisar los informes anteriores abiertos
start-previous-open =
    { $n ->
        [one] { $n } informe anterior sigue abierto
       *[other] { $n } informes anteriores siguen abiertos
    }
start-no-previous-open = No hay informes anteriores abiertos.
start-reporting = Empezar el reporte
start-file-based = Envío por archivo
start-file-based-text = Descargue la plantilla Excel del informe, complétela y súbala; se verifica antes de guardar nada.
start-download-template = Descargar plantilla
start-manual = Envío manual
start-manual-text = Complete el informe paso a paso en el navegador.
start-submission = Iniciar envío
start-submission-file = Iniciar envío con el archivo
start-submission-manual = Iniciar envío en el navegador
start-preview = Vista previa
audit-start-title = Iniciar la auditoría de { $title }
audit-start-text = El informe enviado por { $name } está listo para ser auditado
audit-start = Iniciar auditoría
audit-view-only = Ver, sin auditar
wizard-load-failed = No se pudo cargar el informe.
wizard-not-found = No existe tal informe para este período.
wizard-client-status = Estado del cliente: { $status }
wizard-no-steps = Este informe no tiene pasos.
wizard-steps-label = Pasos del informe
wizard-reporting-in = Reportando en { $currency }, escala 1/{ $scale }
wizard-last-step = Se han completado todos los pasos. Haga clic en Finalizar.
wizard-previous = Anterior
wizard-next = Siguiente
wizard-finish = Finalizar
wizard-skip-to-actions = Ir a los botones de este paso (Ctrl+Intro)
wizard-saving = Guardando cambios en { $step }
wizard-saved = Cambios guardados en { $step }
wizard-save-failed = No se pudieron guardar los cambios en { $step }
wizard-save-conflicts = Otra persona cambió estos campos de { $step } mientras tanto; se conservaron sus valores
wizard-edit-contents = Editar contenido
wizard-restart = Reanudar el envío
wizard-rejected-because = Este informe fue rechazado: { $reason }
wizard-failed-perform = No se pudo realizar la acción
final-submit-title = ¡Listo para enviar a aprobación!
final-submit = Enviar a aprobación
final-one-more-look = Revisar una vez más
final-submit-later = Guardar y enviar más tarde
final-submit-failed = No se pudo enviar
final-audit-title = ¡Listo para compartir el resultado de su auditoría!
final-approve = Aprobar
final-reject = Rechazar
final-viewed = Ha visto todos los pasos de este informe.
final-back = Volver a los informes
reject-title = Rechazar el informe
reject-reason = Motivo del rechazo
workflow-submitted = Informe enviado para aprobación
workflow-approved = Informe aprobado.
workflow-rejected = Informe rechazado.
client-status-active = Activo
client-status-inactive = Inactivo
client-status-workout = En reestructuración

## File-based submission

upload-choose = Haga clic o arrastre aquí una plantilla completada
upload-hint = Un solo archivo .xls o .xlsx, de menos de 3 MB.
upload-select-file = Seleccione un archivo.
upload-invalid-type = Tipo de archivo no válido. Solo se admiten .xls y .xlsx.
upload-too-large = El tamaño del archivo debe ser inferior a 3 MB.
upload-progress = Progreso de la carga
upload-sending = Enviando el archivo…
upload-checking = Verificando el archivo…
upload-submitted = El archivo fue aceptado y el informe enviado para aprobación.
upload-failed = ¡No se pudo crear el informe!
upload-view-errors = (Ver detalle de los errores)
upload-network-failed = No se pudo enviar el archivo: el servidor no respondió. Compruebe su conexión e inténtelo de nuevo.
upload-refused = El servidor rechazó el archivo (error { $status }).
upload-errors-title = Detalle de los errores de validación
upload-errors-fields = CAMPOS
upload-errors-values = VALORES
upload-errors-incorrect = Incorrecto
upload-errors-correct = Correcto
upload-errors-field = Campo
upload-errors-incorrect-value = Valor incorrecto
upload-errors-cell = Celda
upload-errors-reason = Problema
upload-errors-no-fields = Todos los campos del archivo son conocidos.
upload-errors-no-values = Todos los valores del archivo se pudieron leer.
upload-outdated-title = Plantilla desactualizada
upload-outdated-text = La plantilla que ha subido parece estar desactualizada. Asegúrese de usar la última versión para evitar pérdidas de datos o imprecisiones.
upload-outdated-forms = Formularios hechos con una plantilla anterior:
upload-outdated-form = { $form }: versión { $uploaded } en el archivo, { $current } actualmente
upload-outdated-form-unversioned = { $form }: sin versión en el archivo, { $current } actualmente
upload-outdated-proceed = Continuar
upload-outdated-back = Volver
template-failed = ¡No se pudo descargar la plantilla!
template-try-again = Inténtelo de nuevo.
template-processing-failed = Se produjo un error al procesar la descarga del archivo. Inténtelo de nuevo.

## Dashboards

dashboard-summaries = Cifras clave
dashboard-percent = por ciento
dashboard-failed = No se pudo cargar el panel
dashboard-no-summaries = Todavía no hay cifras para este cliente.
dashboard-reports = Informes
dashboard-more = Más
dashboard-charts = Gráficos
dashboard-latest-reports = Últimos informes
dashboard-clients = Clientes
dashboard-client-name = Cliente
dashboard-client-type = Tipo
dashboard-client-status = Estado
dashboard-client-currency = Moneda
chart-show-table = Mostrar como tabla
chart-show-chart = Mostrar como gráfico
chart-table-period = Período
chart-table-value = Valor
chart-table-value-currency = Valor ({ $currency })

## Form data

period-picker = Períodos
period-type = Tipo de calendario
period-type-financial = Calendario financiero
period-type-calendar = Calendario
period-chosen =
    { $count ->
        [one] { $count } período elegido de { $max }
       *[other] { $count } períodos elegidos de { $max }
    }
period-no-data = Sin datos
period-financial-year = Ejercicio { $year }
period-calendar-year = { $year }
period-quarter = { $number }.º trimestre
period-unavailable = No hay datos para este mes
form-data-field = Campo
form-data-table = Valores por período
form-data-failed = No se pudieron cargar los datos
form-data-no-form = Este formulario no existe.
form-data-currency = Valores en { $currency }
form-data-choose = Elija hasta tres períodos arriba.
periods-col-year = Ejercicio
periods-col-start = Inicio
periods-col-end = Fin
periods-col-months = Meses

## Wizard notes

notes-open = Notas
notes-title = Notas de este informe
notes-empty = Todavía no hay notas.
notes-by = { $name }, { $at }
note-resolve = Resolver
note-resolve-label = Marcar la nota «{ $text }» como resuelta
note-resolved-by = Resuelta por { $name }, { $at }
note-resolve-failed = No se pudo resolver la nota
notes-rejected-by = Rechazado por { $name } el { $at }
notes-no-reason = No se indicó ningún motivo.
notes-go-to-field = Ir al campo
notes-jump = Ir a { $field }
notes-marker-legend =
    { $n ->
        [one] { $n } campo de este paso tiene notas
       *[other] { $n } campos de este paso tienen notas
    }
note-add = Añadir una nota
note-add-title = Añadir una nota a un campo
note-field = Campo
note-text = Nota
note-field-required = Elija un campo.
note-text-required = Escriba la nota.
note-added = Nota añadida en { $field }
note-add-failed = No se pudo añadir la nota
reject-notes = Notas sobre campos (opcional)
reject-note-add = Añadir la nota
reject-note-remove = Quitar la nota de { $field }
reject-note-pending = Añada esta nota o bórrela antes de rechazar.
wizard-covenants-failed = No se pudieron cargar los límites de los covenants: los incumplimientos no se comprueban en esta página.

## Report admin

reports-col-actions = Acciones
reports-load-failed = No se pudieron cargar los informes.
report-admin-add = Añadir informe
report-admin-delete = Eliminar informe
report-admin-delete-title = ¿Eliminar este informe?
report-admin-delete-text = Se eliminará { $name }.
report-admin-delete-data-title = ¿Eliminar también los datos de los formularios?
report-admin-delete-data-text = Las cifras presentadas con este informe pueden conservarse (siguen en las páginas de datos y en las exportaciones) o eliminarse con él.
report-admin-keep-data = Conservar los datos
report-admin-delete-data = Eliminar también los datos
report-admin-deleted = Informe { $name } eliminado
report-admin-delete-failed = No se pudo eliminar el informe: { $message }
report-admin-reopen = Reabrir informe
report-admin-reopen-title = ¿Reabrir este informe?
report-admin-reopen-text = { $name } vuelve a en curso; su auditoría se borra y sus datos se conservan.
report-admin-reopened = Informe { $name } reabierto
report-admin-reopen-failed = No se pudo reabrir el informe: { $message }

## Inversiones, covenants y dispensas (especificación 3)

investments-tile-mfi = Inversiones IMF/Banco
investments-tile-mfi-text = Inversiones en instituciones de microfinanzas y bancos
investments-tile-agro = Inversiones agro
investments-tile-agro-text = Inversiones en empresas agrícolas
investments-filter = Filtrar inversiones
investments-tab-open = Inversiones abiertas
investments-tab-closed = Inversiones cerradas
investments-col-tm1 = Id TM1
investments-col-client = Cliente
investments-col-country = País
investments-col-fund = Fondo
investments-col-product = Producto
investments-col-currency = Moneda
investments-col-outstanding = Saldo pendiente
investments-col-first-disbursement = Primer desembolso
investments-col-last-reported = Último mes reportado
investments-col-final-maturity = Vencimiento final
investments-col-ended-at = Finalizada el
investments-col-periodicity = Periodicidad de reporte
investments-col-covenants = Covenants
investments-empty = No hay inversiones
investments-load-failed = No se pudieron cargar las inversiones.
investment-back = Volver a las inversiones
investment-loading = Cargando la inversión…
investment-load-failed = No se pudo cargar la inversión.
investment-not-found = Esta inversión no existe.
investment-not-found-detail = Puede que se haya eliminado o que la dirección sea incorrecta.
investment-forbidden = No tiene acceso a esta inversión.
investment-forbidden-detail = Pertenece a un cliente fuera de su ámbito.
investment-title = Inversión { $id }, { $client }
investment-state-open = Abierta
investment-state-closed = Cerrada
investment-not-ended = No finalizada
investment-never-reported = Aún sin reportar
investment-managers = Gestores de inversión
investment-manager-since = { $name } (desde el { $from })
investment-manager-ended = { $name } (del { $from } al { $to })
investment-periodicity-monthly = Mensual
investment-periodicity-quarterly = Trimestral
investment-periodicity-not-required = No requerida
investment-periodicity-save = Guardar la periodicidad de reporte
investment-periodicity-confirm = ¿Seguro que desea cambiar la periodicidad de reporte de esta inversión?
investment-periodicity-confirm-detail = Pasará de «{ $from }» a «{ $to }».
investment-periodicity-change = Cambiar
investment-periodicity-saved = La periodicidad de reporte ahora es «{ $periodicity }».
investment-periodicity-failed = No se pudo cambiar la periodicidad de reporte
investment-covenants-title = Covenants
investment-covenants-empty = No hay covenants
investment-covenant-add-label = Añadir un covenant
investment-covenant-search-placeholder = Buscar covenants
investment-covenant-search-none = Ningún covenant coincide
investment-covenant-add = Añadir
investment-covenant-col-name = Covenant
investment-covenant-col-type = Tipo de campo
investment-covenant-col-min = Mínimo
investment-covenant-col-max = Máximo
investment-covenant-col-alert = Umbral de alerta
investment-covenant-col-waivers = Dispensas
investment-covenant-type-currency = Monetario
investment-covenant-type-percentual = Porcentaje
investment-covenant-type-numeric = Numérico
investment-limit-none = sin límite
investment-covenant-guide = Acerca de { $name }
investment-covenant-archived = Archivado desde el { $date }: sigue activo para este cliente, pero ya no está disponible para nuevas inversiones.
investment-covenant-edit = Editar covenant
investment-covenant-edit-named = Editar { $name }
investment-covenant-delete = Eliminar covenant
investment-covenant-delete-named = Eliminar { $name }
investment-covenant-delete-confirm = ¿Seguro que desea eliminar este covenant?
investment-delete = Eliminar
investment-covenant-form-title = Covenant: { $name }
investment-covenant-form-new-title = Nuevo covenant: { $name }
investment-covenant-min = Mínimo
investment-covenant-max = Máximo
investment-covenant-alert = Umbral de alerta
investment-number-invalid = Escriba un número: dígitos, signo menos, puntos y comas.
investment-range-min-above-max = El mínimo no debe superar el máximo.
investment-alert-negative = El umbral de alerta no debe ser negativo.
investment-covenant-saved = Covenant { $name } guardado
investment-covenant-deleted = Covenant { $name } eliminado
investment-covenant-add-failed = No se pudo añadir el covenant: { $message }
investment-covenant-save-failed = No se pudo guardar el covenant { $name }: { $message }
investment-covenant-delete-failed = No se pudo eliminar el covenant { $name }: { $message }
investment-covenant-call-failed-unknown = el servidor no indicó el motivo
investment-covenant-errors-title = Algunos cambios de covenants fallaron:
investment-covenant-errors-dismiss = Descartar los errores de covenants
investment-waivers-of = Dispensas de { $name }
investment-waivers-empty = No hay dispensas
investment-waiver-add = Añadir dispensa
investment-waiver-col-type = Tipo
investment-waiver-col-start = Inicio
investment-waiver-col-end = Fin
investment-waiver-col-replacement = Covenant sustituto
investment-waiver-type-disable = Desactivar
investment-waiver-type-replace = Sustituir
investment-waiver-type-alter = Modificar
investment-waiver-in-effect = Vigente
investment-waiver-edit = Editar dispensa
investment-waiver-edit-named = Editar dispensa { $waiver }
investment-waiver-delete = Eliminar dispensa
investment-waiver-delete-named = Eliminar dispensa { $waiver }
investment-waiver-delete-confirm = ¿Seguro que desea eliminar esta dispensa?
investment-waiver-form-new-title = Nueva dispensa para { $name }
investment-waiver-form-edit-title = Dispensa de { $name }
investment-waiver-type = Tipo de dispensa
investment-waiver-start = Fecha de inicio
investment-waiver-end = Fecha de fin
investment-date-input-hint = Escriba las fechas como DD-MM-AAAA, MM-DD-AAAA o AAAA-MM-DD, o elíjalas en el calendario.
investment-waiver-replacement = Covenant sustituto
investment-waiver-start-after-end = La fecha de inicio no debe ser posterior a la fecha de fin.
investment-waiver-saved = Dispensa de { $name } guardada
investment-waiver-deleted = Dispensa de { $name } eliminada
investment-waiver-save-failed = No se pudo guardar la dispensa de { $name }: { $message }
investment-waiver-delete-failed = No se pudo eliminar la dispensa de { $name }: { $message }
investment-waived-until = dispensado hasta el { $date }
investment-waiver-applies-until = se aplica hasta el { $date }
investment-waiver-note-disable = Desactivado hasta el { $date }
investment-waiver-note-replace = Sustituido por { $name } hasta el { $date }
investment-waiver-note-alter = Modificado hasta el { $date }

## Covenant monitor
menu-covenant-monitor = Monitor de covenants
covenant-monitor-title = Monitor de covenants
covenant-monitor-intro = Todos los covenants de las inversiones vigentes que sigue, probados en el último periodo reportado del cliente (cifras aprobadas primero), los más graves primero.
covenant-monitor-filters = Filtros
covenant-monitor-filter-status = Estado
covenant-monitor-filter-client-type = Tipo de cliente
covenant-monitor-filter-region = Región
covenant-monitor-filter-fund = Fondo
covenant-monitor-filter-all = Todos
covenant-monitor-clear-filters = Quitar filtros
covenant-monitor-client-type-mfi = IMF
covenant-monitor-client-type-bank = Banco
covenant-monitor-client-type-agro = Agro
covenant-monitor-col-client = Cliente
covenant-monitor-col-investment = Inversión (id TM1)
covenant-monitor-col-covenant = Covenant
covenant-monitor-col-period = Periodo
covenant-monitor-col-value = Valor
covenant-monitor-col-limits = Límites
covenant-monitor-col-alert = Alerta
covenant-monitor-col-status = Estado
covenant-monitor-col-headroom = Margen
covenant-monitor-col-trend = Tendencia
covenant-monitor-status-breached = Incumplido
covenant-monitor-status-alerted = Alerta
covenant-monitor-status-unknown = Sin valor
covenant-monitor-status-waived = Dispensado
covenant-monitor-status-ok = Cumplido
covenant-monitor-waiver-disable = Desactivado hasta el { $date }
covenant-monitor-waiver-replace = Sustituido por { $name } hasta el { $date }
covenant-monitor-waiver-alter = Modificado hasta el { $date }
covenant-monitor-limits-between = de { $min } a { $max }
covenant-monitor-limits-min = como mínimo { $min }
covenant-monitor-limits-max = como máximo { $max }
covenant-monitor-limits-none = ninguno
covenant-monitor-not-approved = aún no aprobado
covenant-monitor-no-period = sin datos
covenant-monitor-explain = { $value }, ver cómo se calcula { $covenant }
covenant-monitor-trend = Tendencia de { $count } periodos, de { $first } a { $last }
covenant-monitor-trend-none = Sin valores en los últimos 12 periodos
covenant-monitor-count = { $count ->
    [one] { $count } covenant
   *[other] { $count } covenants
}
covenant-monitor-count-breached = { $count ->
    [one] { $count } incumplido
   *[other] { $count } incumplidos
}
covenant-monitor-count-alerted = { $count } en alerta
covenant-monitor-empty = No hay covenants en las inversiones vigentes de su ámbito.
covenant-monitor-no-match = Ningún covenant coincide con estos filtros.
covenant-monitor-loading = Probando todos los covenants de la cartera…
covenant-monitor-failed = No se pudo cargar el monitor de covenants.
covenant-monitor-retry = Reintentar

## Provider clients grid (features/clients)

clients-filter = Buscar clientes
clients-col-name = Nombre
clients-col-type = Tipo de cliente
clients-col-country = País
clients-col-region = Región del mundo
clients-col-status = Estado
clients-type-mfi = IMF/Banco
clients-type-agro = Agro
clients-empty = No hay clientes
clients-load-failed = No se pudieron cargar los clientes.

## Audit log (features/audits)

audits-filter = Filtrar el registro de auditoría
audits-range = Rango de fechas
audits-range-from = Fecha inicial
audits-range-to = Fecha final
audits-col-date = Fecha
audits-col-user = Usuario
audits-col-description = Descripción
audits-col-text = Texto
audits-empty = No hay entradas de auditoría
audits-load-failed = No se pudo cargar el registro de auditoría.

## Administration › Clients (spec 3 §2, §3, §5, §8)
admin-clients-search = Buscar clientes
admin-clients-new = Nuevo cliente
admin-clients-load-failed = No se pudieron cargar los clientes
admin-clients-empty = No hay clientes
admin-clients-col-name = Nombre
admin-clients-col-official-name = Nombre oficial
admin-clients-col-key = Clave
admin-clients-col-type = Tipo de cliente
admin-clients-col-country = País
admin-clients-col-status = Estado
admin-clients-col-actions = Acciones
admin-clients-delete = Eliminar
admin-clients-delete-named = Eliminar { $name }
admin-clients-delete-confirm = ¿Seguro que quiere eliminar { $name }?
admin-clients-removed = ¡El cliente { $name } se eliminó correctamente!
admin-clients-remove-failed = No se pudo eliminar { $client }
admin-clients-type-mfi = IMF/Banco
admin-clients-type-bank = Banco
admin-clients-type-agro = Agro
admin-clients-status-active = Activo
admin-clients-status-workout = En reestructuración
admin-clients-status-inactive = Inactivo
admin-clients-status-removed = Eliminado
admin-clients-form-bank = Banco
admin-clients-form-nbfi = IFNB
admin-clients-form-ngo = ONG
admin-clients-form-credit-union = Cooperativa de ahorro y crédito / SACCO
admin-clients-form-other = Otra
admin-clients-profit-profile = Perfil de lucro
admin-clients-profit-profit = Con fines de lucro
admin-clients-profit-nonprofit = Sin fines de lucro
admin-clients-loading = Cargando el cliente
admin-clients-new-title = Nuevo cliente
admin-clients-edit-title = Cliente { $name }
admin-clients-field-required = campo obligatorio
admin-clients-email-invalid = Dirección de correo no válida
admin-clients-saved = Se guardó el cliente { $name }
admin-clients-section-general = General
admin-clients-section-address = Dirección
admin-clients-section-settings = Configuración
admin-clients-section-contacts = Contactos
admin-clients-name = Nombre
admin-clients-official-name = Nombre oficial
admin-clients-key = Clave
admin-clients-key-derived = Se deriva del nombre al guardar
admin-clients-imported-id = Id TM1
admin-clients-client-type = Tipo de cliente
admin-clients-config-type = Tipo de configuración
admin-clients-institutional-form = Forma institucional
admin-clients-status = Estado
admin-clients-world-region = Región del mundo
admin-clients-year-start = Año de inicio de operaciones
admin-clients-bottom-date = Primer mes de reporte
admin-clients-top-date = Último mes de reporte
admin-clients-country = País
admin-clients-city = Ciudad
admin-clients-postalcode = Código postal
admin-clients-street = Calle
admin-clients-nr = Número
admin-clients-box = Buzón
admin-clients-additional = Línea adicional de dirección
admin-clients-period-end-day = Día de cierre del ejercicio
admin-clients-period-end-month = Mes de cierre del ejercicio
admin-clients-currency = Moneda
admin-clients-reporting-scale = Escala de reporte
admin-clients-contacts-empty = No hay contactos
admin-clients-contact = Contacto { $number }
admin-clients-contact-name = Nombre del contacto
admin-clients-contact-role = Cargo
admin-clients-contact-email = Correo electrónico
admin-clients-contact-add = Añadir contacto
admin-clients-contact-remove = Quitar el contacto { $number }
admin-clients-periods-title = Ejercicios financieros
admin-clients-periods-autocorrect = Autocorrección
admin-clients-periods-autocorrect-help = Cambiar un ejercicio mueve todos los siguientes, manteniendo su número de meses.
admin-clients-periods-empty = No hay ejercicios financieros
admin-clients-periods-save = Guardar ejercicios
admin-clients-periods-saved = Se guardaron los ejercicios financieros
admin-clients-period-start = Inicio
admin-clients-period-end = Fin
admin-clients-period-months = Meses
admin-clients-period-add = Añadir ejercicio
admin-clients-period-remove = Quitar el ejercicio { $number }

## Central covenant catalogue (features/central-covenants)
central-covenants-title = Covenants centrales
central-covenants-tile-mfi = Covenants centrales IMF/Banco
central-covenants-tile-mfi-text = El catálogo de covenants para instituciones de microfinanzas y bancos
central-covenants-tile-agro = Covenants centrales Agro
central-covenants-tile-agro-text = El catálogo de covenants para empresas agrícolas
central-covenants-type-mfi = IMF/Banco
central-covenants-type-agro = Agro
central-covenants-tab-active = Activos
central-covenants-tab-archived = Archivados
central-covenants-add = Añadir covenant
central-covenants-col-name = Nombre
central-covenants-col-field-type = Tipo de campo
central-covenants-col-range = Rango
central-covenants-col-alert = Umbral de alerta
central-covenants-col-client-type = Tipo de cliente
central-covenants-col-used-by = Usado por
central-covenants-col-archived = Archivado desde
central-covenants-empty = No hay covenants
central-covenants-load-failed = No se pudieron cargar los covenants
central-covenants-not-found = No se encontró el covenant
central-covenants-field-currency = Monetario
central-covenants-field-percentual = Porcentual
central-covenants-field-numeric = Numérico
central-covenants-back = Volver a los covenants
central-covenants-new-title = Nuevo covenant central
central-covenants-edit-title = Covenant central { $name }
central-covenants-archived-as-from = Archivado desde el { $date }: ya no está disponible para nuevas inversiones ni dispensas.
central-covenants-internal-name = Nombre interno
central-covenants-translations = Nombre y guía por idioma
central-covenants-name-in = Nombre ({ $language })
central-covenants-guide-in = Guía ({ $language })
central-covenants-name-required = El nombre en inglés es obligatorio
central-covenants-required = Este campo es obligatorio
central-covenants-not-a-number = Introduzca un número
central-covenants-two-decimals = Como máximo 2 decimales
central-covenants-min-above-max = El mínimo no debe superar el máximo
central-covenants-not-negative = No debe ser negativo
central-covenants-field-type = Tipo de campo
central-covenants-min = Mínimo del rango
central-covenants-max = Máximo del rango
central-covenants-alert = Umbral de alerta
central-covenants-formula = Fórmula
central-covenants-links = Enlaces
central-covenants-link-uri = Dirección web
central-covenants-link-uri-invalid = Introduzca una dirección web, p. ej. https://example.org/guide
central-covenants-link-name = Nombre del enlace
central-covenants-link-guide = Guía del enlace
central-covenants-link-remove = Quitar enlace
central-covenants-link-add = Añadir enlace
central-covenants-save-failed = No se pudo guardar el covenant: { $message }
central-covenants-saved = Covenant guardado
central-covenants-archive = Archivar
central-covenants-archive-title = Archivar { $name }
central-covenants-archive-confirm = Las inversiones que ya usan este covenant lo conservan y no se ven afectadas. A partir de la fecha elegida ya no se podrá seleccionar para nuevos covenants de inversión ni como sustituto en una dispensa.
central-covenants-as-from = Desde
central-covenants-archived = { $name } está archivado desde el { $date }
central-covenants-not-archived = { $name } no se archivó
central-covenants-archive-failed = No se pudo archivar el covenant

## Administration › Clients: currency code

## Administration › Users (features/admin-users)
users-search = Buscar usuarios
users-show-deleted = Mostrar usuarios eliminados
users-new = Nuevo usuario
users-load-failed = No se pudieron cargar los usuarios
users-empty = No hay usuarios
users-name = Nombre
users-email = Correo electrónico
users-roles = Roles
users-scope = Clientes / regiones
users-status = Estado
users-last-login = Último acceso
users-status-active = Activo
users-status-invited = Invitado
users-status-deleted = Eliminado
users-role-client = Cliente
users-role-client-admin = Administrador de cliente
users-role-rd = Director regional
users-role-admin = Administrador
users-role-im = Gestor de inversiones
users-role-provider = Personal del gestor
users-reinvite = Volver a invitar a { $name }
users-reinvited = Se ha enviado una nueva invitación.
users-delete = Eliminar
users-delete-named = Eliminar { $name }
users-delete-confirm = ¿Seguro que desea eliminar este usuario?
users-deleted = El usuario ha sido eliminado
users-action-failed = No se pudo realizar el cambio
users-edit-title = Usuario { $name }
users-clients = Clientes
users-regions = Regiones
users-email-invalid = Dirección de correo no válida
users-created = ¡El usuario se ha creado!
users-updated = ¡El usuario se ha actualizado!
users-password-new = Nueva contraseña
users-password-save = Cambiar contraseña
users-password-no-account = La contraseña podrá fijarse cuando el usuario se haya registrado.
users-history = Historial
users-created-at = Creado
users-invitation = Invitación
users-invitation-sent = Invitación enviada
users-invitation-expires = La invitación vence
users-invitation-accepted = Aceptada
users-invitation-pending = Aún no aceptada
users-history-date = Fecha
users-history-action = Acción
users-history-by = Por

## Administration › Exchange rates (features/exchange-rates)
xrates-search = Buscar un mes (2025-03) o una moneda
xrates-col-month = Mes
xrates-col-source = Fuente
xrates-col-count = Cotizaciones
xrates-empty = No hay tipos de cambio
xrates-load-failed = No se pudieron cargar los tipos de cambio.
xrates-not-found = No hay tipos de cambio para este mes
xrates-back = Volver a los tipos de cambio
xrates-col-currency = Moneda
xrates-col-pair = Par
xrates-col-rate = Tipo por 1 USD
xrates-load = Cargar los tipos de un mes
xrates-file = Archivo (.csv o .xlsx)
xrates-help = Una fila de encabezado currency,rate y luego una fila por moneda: unidades por 1 USD, 6 decimales como máximo.
xrates-example = Archivo de ejemplo
xrates-preview = Vista previa
xrates-confirm = Confirmar
xrates-stored = Tipos de cambio de { $month } guardados
xrates-replaces = Esto reemplaza los tipos guardados para { $month }.
adminreports-remind = Enviar recordatorio
adminreports-remind-title = ¿Enviar un recordatorio?
adminreports-remind-text = ¿Enviar un recordatorio a los usuarios de { $client }?
adminreports-reminded =
    { $count ->
        [one] Recordatorio enviado a { $count } usuario
       *[other] Recordatorio enviado a { $count } usuarios
    }
adminreports-remind-failed = No se pudo enviar el recordatorio: { $message }

## Exports: the shared flow, the covenants export page, the exchange rates export dialog
exports-generating = GENERANDO EXPORTACIÓN…
exports-failed = No se pudo crear la exportación.
exports-download-failed = No se pudo descargar el archivo. Inténtelo de nuevo.
exports-covenants-title = Exportar covenants
exports-covenants-field-type = Tipo de campo
exports-covenants-field-type-currency = Moneda
exports-covenants-field-type-percentual = Porcentual
exports-covenants-field-type-numeric = Numérico
exports-covenants-export = Exportar
exports-exchange-open = Exportar
exports-exchange-title = Exportar tipos de cambio
exports-exchange-currency = Moneda
exports-exchange-years = Años
exports-exchange-months = Meses
exports-exchange-export = Exportar
exports-exchange-cancel = Cancelar

## Reports and investments exports
export-reports-title = Exportar informes
export-reports-clients = Clientes
export-reports-from-month = Desde el mes
export-reports-to-month = Hasta el mes
export-reports-statuses = Estados de los informes
export-reports-template = Plantilla de informe
export-reports-regions = Regiones
export-reports-countries = Países
export-reports-client-status = Estado del cliente
export-reports-due-from = Vencimiento desde
export-reports-due-to = Vencimiento hasta
export-reports-overdue = Vencido
export-reports-overdue-yes = Sí
export-reports-overdue-no = No
export-reports-submit = Exportar informes
export-investments-title = Exportar inversiones
export-investments-clients = Clientes
export-investments-from-month = Desde el mes
export-investments-to-month = Hasta el mes
export-investments-funds = Fondos
export-investments-regions = Regiones
export-investments-frequency = Frecuencia de reporte
export-investments-managers = Gestores de inversión
export-investments-submit = Exportar inversiones

## Client factsheet export (spec 2 §2, §5, §9)
export-factsheet-title = Exportar ficha del cliente
export-factsheet-type = Tipo de exportación
export-factsheet-type-client = Por cliente
export-factsheet-type-region-country = Por región / país
export-factsheet-type-funds = Por fondo
export-factsheet-clients = Clientes
export-factsheet-regions = Regiones
export-factsheet-countries = Países
export-factsheet-funds = Fondos
export-factsheet-period-type = Tipo de calendario
export-factsheet-period-type-calendar = Calendario
export-factsheet-period-type-financial = Calendario financiero
export-factsheet-from-month = Mes inicial
export-factsheet-to-month = Mes final
export-factsheet-currencies = Monedas
export-factsheet-forms = Formularios
export-factsheet-forms-default = Los formularios de exportación del tipo de cliente
export-factsheet-forms-mfi = IMF/BANCO
export-factsheet-forms-agro = AGRO
export-factsheet-client-status = Estado del cliente
export-factsheet-client-status-active = Activo
export-factsheet-client-status-workout = En reestructuración
export-factsheet-client-status-inactive = Inactivo
export-factsheet-client-status-removed = Eliminado
export-factsheet-report-status = Estados de los informes (datos de informes aprobados si no se elige ninguno)
export-factsheet-overdue = Vencido
export-factsheet-overdue-yes = Sí
export-factsheet-overdue-no = No
export-factsheet-summary = Resumen
export-factsheet-summary-sum = Suma
export-factsheet-summary-avg = Promedio
export-factsheet-submit = Exportar
