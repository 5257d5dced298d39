## Publish dialog
publish-title-form = Publicar la plantilla de formulario { $key }
publish-title-report = Publicar la plantilla de informe { $key }
publish-problems-title = Problemas
publish-checking = Comprobando el borrador
publish-check-failed = No se pudo comprobar el borrador.
publish-draft-missing = No hay ningún borrador que publicar.
publish-no-problems = La comprobación no encontró problemas.
publish-severity-error = Error
publish-severity-warning = Advertencia
publish-problem-position = línea { $line }, columna { $column }
publish-blocked = { $count ->
    [one] No se puede publicar: el borrador tiene un error. Corríjalo primero en el editor.
   *[other] No se puede publicar: el borrador tiene { $count } errores. Corríjalos primero en el editor.
}
publish-changes-title = Cambios desde la versión { $version }
publish-diff-loading = Comparando con la versión publicada
publish-diff-failed = No se pudieron listar los cambios.
publish-no-changes = El borrador es igual a la versión publicada.
publish-first-version = Esta será la primera versión publicada.
publish-change-added = Añadido
publish-change-removed = Eliminado
publish-change-changed = Modificado
publish-change-moved = Movido
publish-impact-title = Qué cambiaría
publish-impact-hint = Recalcula el último informe aprobado de cada cliente con el borrador en lugar de la versión publicada. Puede tardar unos segundos.
publish-impact-run = Mostrar qué cambiaría
publish-impact-run-again = Comprobar de nuevo
publish-impact-running = Recalculando los informes aprobados
publish-impact-failed = No se pudieron recalcular los informes aprobados.
publish-impact-checked = { $count ->
    [one] Se comprobó el informe de un cliente.
   *[other] Se comprobaron los informes de { $count } clientes.
}
publish-impact-none = Ningún informe aprobado cambiaría.
publish-impact-client = { $name }, { $period } ({ $count ->
    [one] una diferencia
   *[other] { $count } diferencias
})
publish-impact-values = Valores calculados
publish-impact-validations = Validaciones
publish-impact-covenants = Niveles de covenants
publish-outcome-passes = se cumple
publish-outcome-fails = no se cumple
publish-outcome-na = n/d
publish-outcome-ok = dentro de los límites
publish-outcome-alert = alerta
publish-outcome-breach = incumplimiento
publish-conflict = Otra persona modificó o publicó esta plantilla mientras tanto. Vuelva a cargarla para ver su versión antes de publicar.
publish-refused = El servidor rechazó publicar el borrador.
publish-failed = No se pudo publicar el borrador.
publish-done = La versión { $version } está publicada.
publish-cancel = Cancelar
publish-close = Cerrar
publish-submit = Publicar

## Compare versions
compare-open = Comparar versiones
compare-title = Comparar versiones de { $key }
compare-loading = Cargando las versiones
compare-load-failed = No se pudieron cargar las versiones.
compare-nothing = Esta plantilla todavía no tiene ninguna versión publicada ni borrador.
compare-from = Desde
compare-to = Hasta
compare-draft = Borrador
compare-version = Versión { $version }
compare-changes-title = Cambios
compare-diff-loading = Comparando las dos versiones
compare-diff-failed = No se pudieron listar los cambios.
compare-no-changes = Estas dos versiones son iguales.
compare-same-choice = Ha elegido la misma versión en ambos lados. Elija dos distintas para ver qué cambió.

## Preview
preview-title = Vista previa
preview-client = Cliente
preview-client-placeholder = Buscar un cliente
preview-no-clients = Ningún cliente de los tipos del formulario coincide.
preview-clients-failed = No se pudieron cargar los clientes.
preview-period = Período
preview-language = Idioma
preview-choose-client = Elija un cliente para ver el formulario con sus datos.
preview-loading = Cargando los datos del cliente
preview-data-failed = No se pudieron cargar los datos del cliente.
preview-draft-failed = El borrador no se puede previsualizar tal como está.
preview-showing = { $client }, { $period }

## Report template editor
report-loading = Cargando la plantilla de informe
report-load-failed = No se pudo cargar la plantilla de informe.
report-retry = Reintentar
report-title = Plantilla de informe: { $name }
report-status-draft = Borrador, revisión { $revision }
report-status-published = Publicada, versión { $version }
report-status-new = Nueva, aún sin guardar
report-save-saved = Todos los cambios guardados
report-save-unsaved = Cambios sin guardar
report-save-saving = Guardando…
report-save-error = Sin guardar
report-save-conflict = Sin guardar: otra persona la modificó
report-save-failed = No se pudo guardar el borrador. Sus cambios siguen aquí.
report-conflict = Otra persona guardó este borrador después de que usted lo abriera. Sus cambios se conservan aquí, pero no se han guardado.
report-reload = Cargar su versión
report-reload-confirm = ¿Reemplazar sus cambios sin guardar por el borrador guardado?
report-keep = Conservar los míos
report-toolbar = Acciones de la plantilla de informe
report-undo = Deshacer
report-redo = Rehacer
report-diff-publish = Diferencias / Publicar
report-publish-no-draft = No hay borrador que publicar: modifique algo primero.
report-publish-unsaved = Espere a que se guarden sus cambios.
report-discard = Descartar borrador
report-discard-confirm = ¿Descartar el borrador y volver a la versión publicada?
report-discard-confirm-new = ¿Descartar el borrador? Este informe nunca se publicó, así que se elimina y desaparece de la lista de informes.
report-discard-failed = No se pudo descartar el borrador.
report-name-legend = Nombre
report-name-in = Nombre ({ $language })
report-name-required = El nombre en inglés es obligatorio.
report-guide-legend = Guía
report-guide-in = Guía ({ $language })
report-category = Categoría
report-category-organisation = Organización
report-category-financial = Financiera
report-category-social = Social
report-category-statistics = Estadística
report-schedule = Periodicidad
report-schedule-monthly = Mensual
report-schedule-quarterly = Trimestral
report-schedule-yearly = Anual
report-due-after = Vence a los (días)
report-due-after-hint = Días tras el fin del período, de 0 a 366.
report-client-types = Tipos de cliente que presentan este informe
report-client-types-required = Elija al menos un tipo de cliente.
report-steps-title = Pasos
report-steps-hint = Los formularios que presenta un cliente, en este orden. Alt+Arriba y Alt+Abajo mueven el paso enfocado.
report-steps-empty = Aún no hay pasos: añada un formulario publicado abajo.
report-step-new-version = los informes nuevos tienen la versión { $version }
report-step-unknown-form = Este formulario no está publicado.
report-step-move-up = Subir { $name }
report-step-move-down = Bajar { $name }
report-step-remove = Quitar { $name }
report-step-required = Obligatorio
report-step-client-types = Tipos de cliente que presentan { $name }
report-step-filed-by = Presentado por
report-add-form = Formulario que añadir
report-add-form-placeholder = Elija un formulario publicado
report-add-form-none = Todos los formularios publicados ya son pasos.
report-add-step = Añadir paso
