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
success = Éxito
no-data = No se encontraron datos.
required-fields = Por favor, complete todos los campos obligatorios
field-required = el campo es obligatorio
not-found = 404 No encontrado
not-found-detail = No hay ninguna página en esta dirección.
page-planned = Esta pantalla aún no está disponible.

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
login-failed = Error de autenticación
login-sso-redirect = Redirigiendo al inicio de sesión único…
login-token-redirect = Ha iniciado sesión. Abriendo el portal…
back-to-login = Volver al inicio de sesión

## Passwords

password = Contraseña
password-retype = Repita la contraseña
password-min-length = la longitud mínima es 6
password-max-length = la longitud máxima es 33
password-too-weak = la contraseña es demasiado débil
passwords-dont-match = Las contraseñas no coinciden
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
reset-token-required = Por favor, introduzca el código
reset-code-invalid = El código introducido no es válido. Inténtelo de nuevo.
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
validation-token-invalid = El código proporcionado no es válido.
invitation-invalid = Este enlace de invitación no es válido.
decline-question = ¿Por qué rechaza la invitación?
decline-reason = Motivo
decline-go-back = Volver
decline-failed = No se pudo enviar su respuesta.
decline-thanks = Gracias por sus comentarios.
registration-title = Registro
registration-intro = Complete o actualice los siguientes datos.
registration-complete = Completar su registro
registration-failed = No se pudo completar el registro.
registration-wrong-token = Código incorrecto.
registration-no-user = No se encontró ningún usuario.
account-inactive = Su cuenta está inactiva. Active su cuenta para poder iniciar sesión.
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
no-client = Ningún cliente
client-inactive = Este cliente está inactivo actualmente.

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
service-status = Estado del servicio
service-checking = Comprobando el servicio
service-unreachable = No se puede acceder al servicio
service-api = API
service-running = En funcionamiento
service-degraded = Degradado
service-database = Base de datos
service-connected = Conectada
service-unavailable = No disponible
service-version = Versión
