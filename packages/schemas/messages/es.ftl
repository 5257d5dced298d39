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
