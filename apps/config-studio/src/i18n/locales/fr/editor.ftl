## Éditeur de modèles de formulaire

editor-loading = Chargement du modèle
editor-title-plain = Modèle de formulaire { $key }
editor-load-failed = Le modèle n'a pas pu être chargé : { $reason }
editor-not-found = Il n'existe pas de modèle de formulaire « { $key } »
editor-back-to-forms = Retour aux modèles de formulaire
editor-status-draft = Brouillon rév. { $revision } basé sur la version { $version }
editor-status-new-draft = Brouillon rév. { $revision } (jamais publié)
editor-status-published = Version publiée { $version }
editor-toolbar = Actions de l'éditeur
editor-undo = Annuler
editor-redo = Rétablir
editor-preview = Aperçu
editor-preview-title = Aperçu de { $name }
editor-json = JSON
editor-publish = Publier
editor-published = La version { $version } est publiée.
editor-discard = Abandonner le brouillon
editor-discard-title = Abandonner ce brouillon ?
editor-discard-text = Toutes les modifications depuis la version publiée sont perdues ; le modèle revient à sa version publiée.
editor-discard-text-new = Ce modèle n'a jamais été publié : l'abandonner le supprime avec toutes ses modifications, et il disparaît de la liste des formulaires.
editor-discarded = Le brouillon est abandonné.
editor-discard-failed = Le brouillon n'a pas pu être abandonné : { $reason }
editor-cancel = Annuler
editor-save-saved = Enregistré
editor-save-saving = Enregistrement…
editor-save-pending = Modifications pas encore enregistrées
editor-save-failed = Non enregistré : { $reason }
editor-save-retry = Réessayer
editor-reload = Recharger
editor-reload-title = Recharger le modèle ?
editor-reload-text = Vos modifications non enregistrées sont abandonnées et la version enregistrée par l'autre auteur s'affiche.
editor-engine-failed = Les formules ne peuvent pas être vérifiées : { $reason }
editor-fields = Champs
editor-no-selection = Sélectionnez un champ dans l'arbre pour le modifier.
editor-tab-field = Champ
editor-tab-validations = Validations
editor-tab-form = Formulaire
editor-properties-of = Propriétés de { $name }

## Arbre
editor-tree-tools = Actions sur les champs
editor-tree-add = Ajouter un champ
editor-tree-add-child = Ajouter un enfant
editor-tree-move-up = Monter
editor-tree-move-down = Descendre
editor-tree-outdent = Désindenter
editor-tree-indent = Indenter
editor-tree-delete = Supprimer
editor-refused-not-found = Ce champ n'existe plus.
editor-refused-too-deep = Les champs s'imbriquent sur quatre niveaux au plus.
editor-refused-not-a-container = Seul un groupe de champs (ou un champ qui a déjà des enfants) peut contenir des champs.
editor-refused-no-previous-sibling = Il n'y a pas de champ au-dessus dans lequel indenter.
editor-refused-at-top-level = Le champ est déjà au premier niveau.
editor-refused-at-edge = Le champ ne peut pas aller plus loin dans ce sens.
editor-refused-into-itself = Un champ ne peut pas être déplacé dans lui-même.
editor-refused-last-field = Un formulaire a besoin d'au moins un champ.
editor-refused-invalid-name = Ce nom interne n'est pas valide.
editor-refused-name-taken = Un autre champ a déjà ce nom interne.

## Types de champ
editor-type-numeric = Nombre
editor-type-currency = Montant
editor-type-percentual = Pourcentage
editor-type-date = Date
editor-type-dropdown = Liste déroulante
editor-type-text = Texte
editor-type-textarea = Texte long
editor-type-fieldset = Groupe de champs
editor-type-COVENANT = Covenant
editor-type-boolean = Oui/non

## Propriétés du champ
editor-prop-internal-name = Nom interne
editor-rename = Renommer
editor-rename-help = Les formules, validations et rapports désignent le champ par ce nom.
editor-rename-invalid = Utilisez des lettres et des chiffres, en commençant par une minuscule (p. ex. totalAssets).
editor-rename-taken = Un autre champ s'appelle déjà { $name }.
editor-rename-usages-failed = Les utilisations du champ n'ont pas pu être vérifiées : { $reason }
editor-rename-title = Renommer { $from } en { $to }
editor-rename-used = Le champ est utilisé { $count ->
    [one] à un endroit
   *[other] à { $count } endroits
  } :
editor-rename-explain = « Renommer seulement » laisse ces références telles quelles : la publication les signale. « Renommer partout dans ce formulaire » réécrit aussi les références dans les formules et validations de ce formulaire ; les autres modèles gardent l'ancien nom.
editor-rename-only = Renommer seulement
editor-rename-everywhere = Renommer partout dans ce formulaire
editor-prop-type = Type
editor-prop-covenant-type = Type de la valeur du covenant
editor-prop-label = Libellé
editor-prop-guide = Texte d'aide
editor-translation-input = { $text } ({ $language })
editor-translation-fallback = Affiché en anglais : { $text }
editor-prop-flags = Comportement
editor-flag-required = Obligatoire
editor-flag-read-only = Lecture seule
editor-flag-visible = Visible
editor-flag-admin-only = Administrateurs seulement
editor-flag-block = Ligne d'en-tête de section
editor-prop-grid = Présentation
editor-grid-bold = Gras
editor-grid-highlight = Mis en évidence
editor-grid-collapsed = Replié au départ
editor-grid-hideComparisons = Sans colonnes de comparaison
editor-prop-number = Réglages numériques
editor-prop-kind = Nature de la valeur
editor-kind-stock = Stock (solde en fin de mois)
editor-kind-flow = Flux (montant depuis le début de l'exercice)
editor-prop-decimals = Décimales affichées
editor-prop-unit = Unité
editor-unit-count = Nombre
editor-unit-times = Fois
editor-unit-days = Jours
editor-unit-years = Années
editor-unit-tonnes = Tonnes
editor-unit-hectares = Hectares
editor-unit-hours = Heures
editor-unit-score = Score
editor-rule-allow-negative = Valeurs négatives autorisées
editor-rule-min = Minimum
editor-rule-max = Maximum
editor-prop-text = Réglages du texte
editor-rule-min-length = Longueur minimale
editor-rule-max-length = Longueur maximale
editor-rule-format = Format
editor-format-email = E-mail
editor-format-telephone = Téléphone
editor-format-url = Adresse web
editor-format-number = Nombre
editor-format-date = Date
editor-dropdown-options = Options
editor-dropdown-value = Valeur enregistrée de l'option { $number }
editor-dropdown-label = Libellé de l'option { $number }
editor-dropdown-delete = Supprimer l'option { $number }
editor-dropdown-add = Ajouter une option
editor-prop-formula = Formule
editor-prop-formula-help = Un champ avec une formule est calculé ; laissez-la vide pour un champ saisi par le client.

## Utilisations et suppression
editor-usage-formula = Formule
editor-usage-validation = Validation
editor-usage-covenant = Covenant
editor-usage-report = Modèle de rapport
editor-usage-excel = Modèle Excel
editor-usage-other = Utilisé
editor-delete-title = Supprimer { $name } ?
editor-delete-confirm = Supprimer
editor-delete-children = { $count ->
    [one] Son champ enfant est supprimé
   *[other] Ses { $count } champs enfants sont supprimés
  } avec lui.
editor-delete-checking = Recherche des utilisations du champ
editor-delete-usages-failed = Les utilisations du champ n'ont pas pu être vérifiées : { $reason }
editor-delete-unused = Rien ne fait référence à ce champ.
editor-delete-used = { $count ->
    [one] Une référence
   *[other] { $count } références
  } aux champs supprimés :
editor-delete-dangling = Vous pouvez tout de même supprimer : la publication est refusée tant que ces références pointent vers un champ absent.

## Validations
editor-validations-help = Les validations d'étape doivent être vraies pour que l'étape passe : une erreur bloque l'envoi, un avertissement informe seulement.
editor-validations-empty = Ce formulaire n'a pas de validation d'étape.
editor-validations-add = Ajouter une validation
editor-validation-title = Validation { $number } { $key }
editor-validation-up = Monter la validation { $number }
editor-validation-down = Descendre la validation { $number }
editor-validation-delete = Supprimer la validation { $number }
editor-validation-type = Gravité
editor-validation-error = Erreur
editor-validation-warn = Avertissement
editor-validation-formula = Condition de la validation { $number }
editor-validation-formula-help = Une formule oui/non qui doit être vraie, p. ex. totalAssets == totalLiabilitiesAndEquity.
editor-validation-not-boolean = La condition doit donner oui ou non (une comparaison, and, or…).
editor-validation-message = Message de la validation { $number }
editor-validation-dependencies = Champs qui affichent le message
editor-validation-dependencies-empty = Les champs lus par la condition

## Réglages du formulaire
editor-form-name = Nom du formulaire
editor-form-guide = Guide du formulaire
editor-form-client-types = Types de client
editor-form-category = Catégorie
editor-category-organisation = Organisation
editor-category-financial = Financier
editor-category-social = Social
editor-category-statistics = Statistiques
editor-form-period-type = Période d'une valeur
editor-period-month = Mois
editor-period-quarter = Trimestre
editor-period-year = Année
editor-form-target = Les données appartiennent à
editor-target-client = Le client
editor-target-investment = Un investissement
editor-form-type = Genre de formulaire
editor-form-type-form = Formulaire
editor-form-type-covenants = Formulaire de covenants
editor-form-settings = Réglages
editor-form-uploadable = Fait partie du modèle d'import Excel
editor-form-currency-scaled = Montants saisis à l'échelle du rapport
editor-form-comparisons = Colonnes de comparaison
editor-comparison-1FY = Fin du dernier exercice
editor-comparison-1M = Mois précédent
editor-comparison-1Y = Même mois l'an dernier

## JSON
editor-json-title = JSON du modèle
editor-json-label = Configuration du modèle en JSON
editor-json-apply = Appliquer
editor-json-revert = Rétablir le texte
editor-json-invalid = Ce n'est pas du JSON valide : { $reason }
editor-json-not-object = La configuration doit être un objet JSON.
editor-json-schema-errors = { $count ->
    [one] Une erreur de schéma
   *[other] { $count } erreurs de schéma
  } (le brouillon est conservé ; la publication est refusée tant qu'elles ne sont pas corrigées) :
