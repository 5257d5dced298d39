## Editor de plantillas de formulario

editor-loading = Cargando la plantilla
editor-title-plain = Plantilla de formulario { $key }
editor-load-failed = No se pudo cargar la plantilla: { $reason }
editor-not-found = No existe la plantilla de formulario «{ $key }»
editor-back-to-forms = Volver a las plantillas de formulario
editor-status-draft = Borrador rev. { $revision } basado en la versión { $version }
editor-status-new-draft = Borrador rev. { $revision } (nunca publicado)
editor-status-published = Versión publicada { $version }
editor-toolbar = Acciones del editor
editor-undo = Deshacer
editor-redo = Rehacer
editor-preview = Vista previa
editor-preview-title = Vista previa de { $name }
editor-json = JSON
editor-publish = Publicar
editor-published = La versión { $version } está publicada.
editor-discard = Descartar borrador
editor-discard-title = ¿Descartar este borrador?
editor-discard-text = Se pierden todos los cambios desde la versión publicada; la plantilla vuelve a su versión publicada.
editor-discard-text-new = Esta plantilla nunca se publicó: descartarla la elimina con todos sus cambios y desaparece de la lista de formularios.
editor-discarded = El borrador se descartó.
editor-discard-failed = No se pudo descartar el borrador: { $reason }
editor-cancel = Cancelar
editor-save-saved = Guardado
editor-save-saving = Guardando…
editor-save-pending = Cambios aún no guardados
editor-save-failed = No guardado: { $reason }
editor-save-retry = Reintentar
editor-reload = Recargar
editor-reload-title = ¿Recargar la plantilla?
editor-reload-text = Sus cambios no guardados se descartan y se muestra la versión guardada por el otro autor.
editor-engine-failed = No se pueden comprobar las fórmulas: { $reason }
editor-fields = Campos
editor-no-selection = Seleccione un campo en el árbol para editarlo.
editor-tab-field = Campo
editor-tab-validations = Validaciones
editor-tab-form = Formulario
editor-properties-of = Propiedades de { $name }

## Árbol
editor-tree-tools = Acciones sobre los campos
editor-tree-add = Añadir campo
editor-tree-add-child = Añadir hijo
editor-tree-move-up = Subir
editor-tree-move-down = Bajar
editor-tree-outdent = Reducir sangría
editor-tree-indent = Aumentar sangría
editor-tree-delete = Eliminar
editor-refused-not-found = Ese campo ya no existe.
editor-refused-too-deep = Los campos se anidan como máximo en cuatro niveles.
editor-refused-not-a-container = Solo un grupo de campos (o un campo que ya tiene hijos) puede contener campos.
editor-refused-no-previous-sibling = No hay ningún campo encima en el que sangrar.
editor-refused-at-top-level = El campo ya está en el primer nivel.
editor-refused-at-edge = El campo no puede moverse más en esa dirección.
editor-refused-into-itself = Un campo no puede moverse dentro de sí mismo.
editor-refused-last-field = Un formulario necesita al menos un campo.
editor-refused-invalid-name = Ese nombre interno no es válido.
editor-refused-name-taken = Otro campo ya tiene ese nombre interno.

## Tipos de campo
editor-type-numeric = Número
editor-type-currency = Importe
editor-type-percentual = Porcentaje
editor-type-date = Fecha
editor-type-dropdown = Lista desplegable
editor-type-text = Texto
editor-type-textarea = Texto largo
editor-type-fieldset = Grupo de campos
editor-type-COVENANT = Covenant
editor-type-boolean = Sí/no

## Propiedades del campo
editor-prop-internal-name = Nombre interno
editor-rename = Renombrar
editor-rename-help = Las fórmulas, validaciones e informes se refieren al campo por este nombre.
editor-rename-invalid = Use letras y dígitos, empezando por una minúscula (p. ej. totalAssets).
editor-rename-taken = Otro campo ya se llama { $name }.
editor-rename-usages-failed = No se pudieron comprobar los usos del campo: { $reason }
editor-rename-title = Renombrar { $from } como { $to }
editor-rename-used = El campo se usa en { $count ->
    [one] un lugar
   *[other] { $count } lugares
  }:
editor-rename-explain = «Solo renombrar» deja estas referencias como están: la publicación las señala. «Renombrar en todo este formulario» también reescribe las referencias en las fórmulas y validaciones de este formulario; las demás plantillas conservan el nombre anterior.
editor-rename-only = Solo renombrar
editor-rename-everywhere = Renombrar en todo este formulario
editor-prop-type = Tipo
editor-prop-covenant-type = Tipo del valor del covenant
editor-prop-label = Etiqueta
editor-prop-guide = Texto de ayuda
editor-translation-input = { $text } ({ $language })
editor-translation-fallback = Se muestra en inglés: { $text }
editor-prop-flags = Comportamiento
editor-flag-required = Obligatorio
editor-flag-read-only = Solo lectura
editor-flag-visible = Visible
editor-flag-admin-only = Solo administradores
editor-flag-block = Fila de encabezado de sección
editor-prop-grid = Presentación
editor-grid-bold = Negrita
editor-grid-highlight = Resaltado
editor-grid-collapsed = Plegado al inicio
editor-grid-hideComparisons = Sin columnas de comparación
editor-prop-number = Ajustes numéricos
editor-prop-kind = Naturaleza del valor
editor-kind-stock = Saldo (al cierre del mes)
editor-kind-flow = Flujo (importe acumulado del ejercicio)
editor-prop-decimals = Decimales mostrados
editor-prop-unit = Unidad
editor-unit-count = Cantidad
editor-unit-times = Veces
editor-unit-days = Días
editor-unit-years = Años
editor-unit-tonnes = Toneladas
editor-unit-hectares = Hectáreas
editor-unit-hours = Horas
editor-unit-score = Puntuación
editor-rule-allow-negative = Se permiten valores negativos
editor-rule-min = Mínimo
editor-rule-max = Máximo
editor-prop-text = Ajustes de texto
editor-rule-min-length = Longitud mínima
editor-rule-max-length = Longitud máxima
editor-rule-format = Formato
editor-format-email = Correo electrónico
editor-format-telephone = Teléfono
editor-format-url = Dirección web
editor-format-number = Número
editor-format-date = Fecha
editor-dropdown-options = Opciones
editor-dropdown-value = Valor guardado de la opción { $number }
editor-dropdown-label = Etiqueta de la opción { $number }
editor-dropdown-delete = Eliminar la opción { $number }
editor-dropdown-add = Añadir opción
editor-prop-formula = Fórmula
editor-prop-formula-help = Un campo con fórmula se calcula; déjela vacía para un campo que escribe el cliente.

## Usos y eliminación
editor-usage-formula = Fórmula
editor-usage-validation = Validación
editor-usage-covenant = Covenant
editor-usage-report = Plantilla de informe
editor-usage-excel = Plantilla de Excel
editor-usage-other = Usado
editor-delete-title = ¿Eliminar { $name }?
editor-delete-confirm = Eliminar
editor-delete-children = { $count ->
    [one] Su campo hijo se elimina
   *[other] Sus { $count } campos hijos se eliminan
  } con él.
editor-delete-checking = Buscando los usos del campo
editor-delete-usages-failed = No se pudieron comprobar los usos del campo: { $reason }
editor-delete-unused = Nada hace referencia a este campo.
editor-delete-used = { $count ->
    [one] Una referencia
   *[other] { $count } referencias
  } a los campos eliminados:
editor-delete-dangling = Puede eliminarlo igualmente: la publicación se rechaza mientras estas referencias apunten a un campo inexistente.

## Validaciones
editor-validations-help = Las validaciones de paso deben ser verdaderas para que el paso se acepte: un error impide enviar, una advertencia solo informa.
editor-validations-empty = Este formulario no tiene validaciones de paso.
editor-validations-add = Añadir validación
editor-validation-title = Validación { $number } { $key }
editor-validation-up = Subir la validación { $number }
editor-validation-down = Bajar la validación { $number }
editor-validation-delete = Eliminar la validación { $number }
editor-validation-type = Gravedad
editor-validation-error = Error
editor-validation-warn = Advertencia
editor-validation-formula = Condición de la validación { $number }
editor-validation-formula-help = Una fórmula de sí/no que debe ser verdadera, p. ej. totalAssets == totalLiabilitiesAndEquity.
editor-validation-not-boolean = La condición debe dar sí o no (una comparación, and, or…).
editor-validation-message = Mensaje de la validación { $number }
editor-validation-dependencies = Campos que muestran el mensaje
editor-validation-dependencies-empty = Los campos que lee la condición

## Ajustes del formulario
editor-form-name = Nombre del formulario
editor-form-guide = Guía del formulario
editor-form-client-types = Tipos de cliente
editor-form-category = Categoría
editor-category-organisation = Organización
editor-category-financial = Financiero
editor-category-social = Social
editor-category-statistics = Estadísticas
editor-form-period-type = Periodo de un valor
editor-period-month = Mes
editor-period-quarter = Trimestre
editor-period-year = Año
editor-form-target = Los datos pertenecen a
editor-target-client = El cliente
editor-target-investment = Una inversión
editor-form-type = Clase de formulario
editor-form-type-form = Formulario
editor-form-type-covenants = Formulario de covenants
editor-form-settings = Ajustes
editor-form-uploadable = Forma parte de la plantilla de carga de Excel
editor-form-currency-scaled = Importes escritos en la escala del informe
editor-form-comparisons = Columnas de comparación
editor-comparison-1FY = Cierre del último ejercicio
editor-comparison-1M = Mes anterior
editor-comparison-1Y = Mismo mes del año anterior

## JSON
editor-json-title = JSON de la plantilla
editor-json-label = Configuración de la plantilla en JSON
editor-json-apply = Aplicar
editor-json-revert = Restablecer el texto
editor-json-invalid = No es JSON válido: { $reason }
editor-json-not-object = La configuración debe ser un objeto JSON.
editor-json-schema-errors = { $count ->
    [one] Un error de esquema
   *[other] { $count } errores de esquema
  } (el borrador se conserva; la publicación se rechaza hasta corregirlos):
