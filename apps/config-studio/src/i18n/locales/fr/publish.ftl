## Publish dialog
publish-title-form = Publier le modèle de formulaire { $key }
publish-title-report = Publier le modèle de rapport { $key }
publish-problems-title = Problèmes
publish-checking = Vérification du brouillon
publish-check-failed = Le brouillon n'a pas pu être vérifié.
publish-draft-missing = Il n'y a aucun brouillon à publier.
publish-no-problems = La vérification n'a trouvé aucun problème.
publish-severity-error = Erreur
publish-severity-warning = Avertissement
publish-problem-position = ligne { $line }, colonne { $column }
publish-blocked = { $count ->
    [one] Publication impossible : le brouillon contient une erreur. Corrigez-la d'abord dans l'éditeur.
   *[other] Publication impossible : le brouillon contient { $count } erreurs. Corrigez-les d'abord dans l'éditeur.
}
publish-changes-title = Modifications depuis la version { $version }
publish-diff-loading = Comparaison avec la version publiée
publish-diff-failed = Les modifications n'ont pas pu être listées.
publish-no-changes = Le brouillon est identique à la version publiée.
publish-first-version = Ce sera la première version publiée.
publish-change-added = Ajouté
publish-change-removed = Supprimé
publish-change-changed = Modifié
publish-change-moved = Déplacé
publish-impact-title = Ce qui changerait
publish-impact-hint = Recalcule le dernier rapport approuvé de chaque client avec le brouillon au lieu de la version publiée. Cela peut prendre quelques secondes.
publish-impact-run = Voir ce qui changerait
publish-impact-run-again = Vérifier à nouveau
publish-impact-running = Recalcul des rapports approuvés
publish-impact-failed = Les rapports approuvés n'ont pas pu être recalculés.
publish-impact-checked = { $count ->
    [one] Le rapport d'un client a été vérifié.
   *[other] Les rapports de { $count } clients ont été vérifiés.
}
publish-impact-none = Aucun rapport approuvé ne changerait.
publish-impact-client = { $name }, { $period } ({ $count ->
    [one] une différence
   *[other] { $count } différences
})
publish-impact-values = Valeurs calculées
publish-impact-validations = Validations
publish-impact-covenants = Niveaux des covenants
publish-outcome-passes = réussie
publish-outcome-fails = échouée
publish-outcome-na = n/d
publish-outcome-ok = dans les limites
publish-outcome-alert = alerte
publish-outcome-breach = non-respect
publish-conflict = Quelqu'un d'autre a modifié ou publié ce modèle entre-temps. Rechargez-le pour voir sa version avant de publier.
publish-refused = Le serveur a refusé de publier le brouillon.
publish-failed = Le brouillon n'a pas pu être publié.
publish-done = La version { $version } est publiée.
publish-cancel = Annuler
publish-close = Fermer
publish-submit = Publier

## Compare versions
compare-open = Comparer les versions
compare-title = Comparer les versions de { $key }
compare-loading = Chargement des versions
compare-load-failed = Les versions n'ont pas pu être chargées.
compare-nothing = Ce modèle n'a encore ni version publiée ni brouillon.
compare-from = De
compare-to = À
compare-draft = Brouillon
compare-version = Version { $version }
compare-changes-title = Modifications
compare-diff-loading = Comparaison des deux versions
compare-diff-failed = Les modifications n'ont pas pu être listées.
compare-no-changes = Ces deux versions sont identiques.
compare-same-choice = La même version est choisie des deux côtés. Choisissez-en deux différentes pour voir ce qui a changé.

## Preview
preview-title = Aperçu
preview-client = Client
preview-client-placeholder = Rechercher un client
preview-no-clients = Aucun client des types du formulaire ne correspond.
preview-clients-failed = Les clients n'ont pas pu être chargés.
preview-period = Période
preview-language = Langue
preview-choose-client = Choisissez un client pour prévisualiser le formulaire avec ses données.
preview-loading = Chargement des données du client
preview-data-failed = Les données du client n'ont pas pu être chargées.
preview-draft-failed = Le brouillon ne peut pas être prévisualisé en l'état.
preview-showing = { $client }, { $period }

## Report template editor
report-loading = Chargement du modèle de rapport
report-load-failed = Le modèle de rapport n'a pas pu être chargé.
report-retry = Réessayer
report-title = Modèle de rapport : { $name }
report-status-draft = Brouillon, révision { $revision }
report-status-published = Publié, version { $version }
report-status-new = Nouveau, pas encore enregistré
report-save-saved = Toutes les modifications sont enregistrées
report-save-unsaved = Modifications non enregistrées
report-save-saving = Enregistrement…
report-save-error = Non enregistré
report-save-conflict = Non enregistré : quelqu'un d'autre l'a modifié
report-save-failed = Le brouillon n'a pas pu être enregistré. Vos modifications sont toujours là.
report-conflict = Quelqu'un d'autre a enregistré ce brouillon depuis que vous l'avez ouvert. Vos modifications sont conservées ici mais pas enregistrées.
report-reload = Charger sa version
report-reload-confirm = Remplacer vos modifications non enregistrées par le brouillon enregistré ?
report-keep = Garder les miennes
report-toolbar = Actions du modèle de rapport
report-undo = Annuler
report-redo = Rétablir
report-diff-publish = Différences / Publier
report-publish-no-draft = Il n'y a aucun brouillon à publier : modifiez d'abord quelque chose.
report-publish-unsaved = Attendez que vos modifications soient enregistrées.
report-discard = Abandonner le brouillon
report-discard-confirm = Abandonner le brouillon et revenir à la version publiée ?
report-discard-confirm-new = Abandonner le brouillon ? Ce rapport n'a jamais été publié : il est supprimé et disparaît de la liste des rapports.
report-discard-failed = Le brouillon n'a pas pu être abandonné.
report-name-legend = Nom
report-name-in = Nom ({ $language })
report-name-required = Le nom en anglais est obligatoire.
report-guide-legend = Guide
report-guide-in = Guide ({ $language })
report-category = Catégorie
report-category-organisation = Organisation
report-category-financial = Financier
report-category-social = Social
report-category-statistics = Statistiques
report-schedule = Périodicité
report-schedule-monthly = Mensuel
report-schedule-quarterly = Trimestriel
report-schedule-yearly = Annuel
report-due-after = Échéance (jours)
report-due-after-hint = Jours après la fin de la période, de 0 à 366.
report-client-types = Types de clients qui remettent ce rapport
report-client-types-required = Choisissez au moins un type de client.
report-steps-title = Étapes
report-steps-hint = Les formulaires qu'un client remplit, dans cet ordre. Alt+Haut et Alt+Bas déplacent l'étape active.
report-steps-empty = Aucune étape : ajoutez un formulaire publié ci-dessous.
report-step-new-version = les nouveaux rapports ont la version { $version }
report-step-unknown-form = Ce formulaire n'est pas publié.
report-step-move-up = Monter { $name }
report-step-move-down = Descendre { $name }
report-step-remove = Retirer { $name }
report-step-required = Obligatoire
report-step-client-types = Types de clients qui remplissent { $name }
report-step-filed-by = Rempli par
report-add-form = Formulaire à ajouter
report-add-form-placeholder = Choisissez un formulaire publié
report-add-form-none = Tous les formulaires publiés sont déjà des étapes.
report-add-step = Ajouter l'étape
