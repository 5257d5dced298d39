# Ledgerline portal — français

## Common

home = Accueil
loading = Chargement
language = Langue
interface-language = Langue de l'interface
actions = Actions
accept = Accepter
decline = Refuser
cancel = Annuler
submit = Envoyer
validate = Valider
retry = Réessayer
go-back = Retour
not-found = 404 Page introuvable
not-found-detail = Il n'y a pas de page à cette adresse.
screen-load-failed = Cette page n'a pas pu être chargée. La connexion a peut-être été interrompue, ou une nouvelle version de Ledgerline est disponible.
screen-reload = Recharger

## Session

session-checking = Vérification de votre session…
session-check-failed = Erreur ! { $message }
essentials-loading = Chargement du portail…

## Login

login-title = Connexion
login-username = Nom d'utilisateur ou e-mail
login-next = Suivant
login-password = Mot de passe
login-submit = Se connecter
login-forgot = Mot de passe oublié
login-change-user = Modifier
login-sso-redirect = Redirection vers l'authentification unique…
login-token-redirect = Vous êtes connecté. Ouverture du portail…
back-to-login = Retour à la connexion

## Passwords

password = Mot de passe
password-retype = Confirmer le mot de passe
password-min-length = la longueur minimale est de 6
password-max-length = la longueur maximale est de 33
password-too-weak = le mot de passe est trop faible
password-strength = Robustesse du mot de passe
password-strength-level = Robustesse du mot de passe : { $level }
strength-bad = Mauvais
strength-weak = Faible
strength-ok = Correct
strength-good = Bon
strength-strong = Fort

## Password reset

reset-title = Réinitialiser votre mot de passe
reset-step-email = E-mail
reset-step-code = Code
reset-step-password = Nouveau mot de passe
reset-step-done = Terminé
reset-email-intro = Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un code.
reset-email = E-mail
reset-send = Envoyer
reset-send-failed = Le code n'a pas pu être envoyé.
reset-code-intro = Saisissez le code envoyé à { $email }.
reset-code = Code
reset-validate = Valider
reset-password-intro = Choisissez votre nouveau mot de passe.
reset-save = Changer le mot de passe
reset-change-failed = Le mot de passe n'a pas pu être changé.
reset-done-text = Votre mot de passe a été changé.
reset-login = Se connecter

## Invitation and registration

invitation-title = Invitation
invitation-welcome = Bienvenue { $name }
invitation-verify-email = Avant de nous rejoindre, nous devons vérifier votre adresse e-mail, { $email }.
invitation-question = Acceptez-vous de rejoindre le portail ?
invitation-sending-token = Envoi du jeton de validation.
invitation-token-failed = Le jeton de validation n'a pas pu être envoyé.
invitation-token-intro = Nous avons envoyé un jeton de validation à { $email }. Saisissez-le ci-dessous.
invitation-token = Jeton de validation
invitation-token-notice = Le jeton n'est valable que 10 minutes.
validating = Validation en cours
decline-question = Pourquoi refusez-vous l'invitation ?
decline-reason = Raison
decline-go-back = Retour
decline-failed = Votre réponse n'a pas pu être envoyée.
decline-thanks = Merci pour votre retour.
registration-title = Inscription
registration-intro = Veuillez compléter ou mettre à jour les données suivantes.
registration-complete = Terminer votre inscription
registration-failed = L'inscription n'a pas pu être terminée.
first-name = Prénom
last-name = Nom
address = Adresse
address-country = Pays
address-state = État / province
address-city = Ville
address-postalcode = Code postal
address-street = Rue
address-nr = N°
address-box = Boîte
address-additional = Complément
communication = Moyens de contact
communication-type = Type
communication-type-placeholder = p. ex. Téléphone
communication-value = Valeur
communication-add = Ajouter un moyen de contact
communication-save = Enregistrer le moyen de contact
communication-edit = Modifier { $type }
communication-delete = Supprimer { $type }

## Shell

main-navigation = Navigation principale
skip-to-main = Aller au contenu principal
menu-keys-hint = Parcourez le menu avec les flèches haut et bas ; Entrée ouvre un groupe ou une entrée, Début et Fin mènent à la première et à la dernière entrée.
brand-home = { $name }, page d'accueil
nav-collapse = Réduire la navigation
nav-expand = Déployer la navigation
contacts = Contacts
client-switcher = Clients
client-switcher-choose = Choisir un client
client-switcher-current = Client : { $name }
client-search = Rechercher des clients
client-search-results = Résultats de la recherche
recent-clients = Clients récents
my-dashboard = Mon tableau de bord
more-clients = Plus de clients
currency-menu = Devise : { $currency }
language-menu = Langue : { $language }
user-menu = Utilisateur : { $name }
logout = Se déconnecter
client-inactive = Ce client est actuellement inactif.
client-not-found-detail = Il n'y a pas, à cette adresse, de client que vous pouvez ouvrir.
client-not-found-home = Aller à ma page d'accueil
client-load-failed = Le client n'a pas pu être chargé.

## Menus

menu-dashboard = Tableau de bord
menu-investments = Investissements
menu-investments-mfi = IMF/Banque
menu-investments-agro = Agro
menu-reports = Rapports
menu-reports-all = Tous les rapports
menu-reporting = Rapports
menu-clients = Clients
menu-export = Export
menu-export-factsheet = Fiche synthétique
menu-export-reports = Rapports
menu-export-investments = Investissements
menu-export-covenants = Covenants
menu-admin = Administration
menu-admin-clients = Clients
menu-admin-users = Utilisateurs
menu-admin-audits = Audits
menu-admin-exchangerates = Taux de change
menu-admin-reports = Rapports
menu-admin-covenants = Covenants
menu-admin-covenants-mfi = Covenants IMF/Banque
menu-admin-covenants-agro = Covenants Agro
menu-category-organisation = Organisation
menu-category-financial = Financier
menu-category-social = Social
menu-category-statistics = Statistiques
menu-financial-periods = Exercices financiers
menu-data = Données

## Home

home-welcome = Bienvenue, { $name }.

## Reporting (spec 2)

status-created = Créé
status-overdue = En retard
status-in-progress = En cours
status-submitted = Soumis
status-in-review = En révision
status-rejected = Rejeté
status-approved = Approuvé
status-unknown = —
reports-col-client = Client
reports-col-template = Modèle
reports-col-due = Échéance
reports-col-period = Période
reports-col-status = Statut
reports-col-reported-by = Déclaré par
reports-col-audited-by = Audité par
reports-col-last-updated = Dernière mise à jour
reports-filter = Filtrer les rapports
no-data-found = Aucune donnée n'a été trouvée.
create-report = Créer un rapport
create-report-client = Client
create-report-template = Modèle de rapport
create-report-period = Période
create-report-required = Ce champ est obligatoire.
create-report-created = Rapport { $template } créé pour { $period } pour { $client }
create-report-failed-title = Échec de la création du rapport
create-report-failed = Échec de la création du rapport : { $message }
save = Enregistrer
settings-change = Modifier les paramètres
settings-currency = Devise
settings-scale = Échelle
start-title = Soumission de { $title }
start-step-settings = Étape 1 : vérifier la configuration
start-step-previous = Étape 2 : examiner les rapports précédents encore ouverts
start-previous-open =
    { $n ->
        [one] { $n } rapport précédent est encore ouvert
       *[other] { $n } rapports précédents sont encore ouverts
    }
start-no-previous-open = Aucun rapport précédent n'est ouvert.
start-reporting = Commencer le reporting
start-file-based = Soumission par fichier
start-file-based-text = Téléchargez le modèle Excel du rapport, remplissez-le et envoyez-le ; il est vérifié avant que quoi que ce soit ne soit enregistré.
start-download-template = Télécharger le modèle
start-manual = Soumission manuelle
start-manual-text = Remplissez le rapport étape par étape dans le navigateur.
start-submission = Commencer la soumission
start-submission-file = Commencer la soumission avec le fichier
start-submission-manual = Commencer la soumission dans le navigateur
start-preview = Aperçu
audit-start-title = Commencer l'audit de { $title }
audit-start-text = Le rapport soumis par { $name } est prêt à être audité
audit-start = Commencer l'audit
audit-view-only = Consulter, sans auditer
wizard-load-failed = Le rapport n'a pas pu être chargé.
wizard-not-found = Il n'existe pas de tel rapport pour cette période.
wizard-client-status = Statut du client : { $status }
wizard-no-steps = Ce rapport n'a aucune étape.
wizard-steps-label = Étapes du rapport
wizard-reporting-in = Reporting en { $currency }, échelle 1/{ $scale }
wizard-last-step = Toutes les étapes ont été remplies. Cliquez sur Terminer.
wizard-previous = Précédent
wizard-next = Suivant
wizard-finish = Terminer
wizard-skip-to-actions = Aller aux boutons de cette étape (Ctrl+Entrée)
wizard-saving = Enregistrement des modifications de { $step }
wizard-saved = Modifications de { $step } enregistrées
wizard-save-failed = Échec de l'enregistrement des modifications de { $step }
wizard-save-conflicts = Quelqu'un d'autre a modifié ces champs de { $step } entre-temps ; ses valeurs ont été conservées
wizard-edit-contents = Modifier le contenu
wizard-restart = Reprendre la soumission
wizard-rejected-because = Ce rapport a été rejeté : { $reason }
wizard-failed-perform = Échec de l'opération
final-submit-title = Prêt à soumettre pour approbation !
final-submit = Soumettre pour approbation
final-one-more-look = Revoir encore une fois
final-submit-later = Enregistrer et soumettre plus tard
final-submit-failed = Échec de la soumission
final-audit-title = Prêt à partager le résultat de votre audit !
final-approve = Approuver
final-reject = Rejeter
final-viewed = Vous avez vu toutes les étapes de ce rapport.
final-back = Retour aux rapports
reject-title = Rejeter le rapport
reject-reason = Motif du rejet
workflow-submitted = Rapport envoyé pour approbation
workflow-approved = Rapport approuvé.
workflow-rejected = Rapport rejeté.
client-status-active = Actif
client-status-inactive = Inactif
client-status-workout = En redressement

## File-based submission

upload-choose = Cliquez ou déposez ici un modèle rempli
upload-hint = Un seul fichier .xls ou .xlsx, de moins de 3 Mo.
upload-select-file = Veuillez sélectionner un fichier.
upload-invalid-type = Type de fichier non valide. Seuls les fichiers .xls et .xlsx sont acceptés.
upload-too-large = La taille du fichier doit être inférieure à 3 Mo.
upload-progress = Progression de l'envoi
upload-sending = Envoi du fichier…
upload-checking = Vérification du fichier…
upload-submitted = Le fichier a été accepté et le rapport soumis pour approbation.
upload-failed = Échec de la création du rapport !
upload-view-errors = (Voir le détail des erreurs)
upload-network-failed = Le fichier n'a pas pu être envoyé : le serveur n'a pas répondu. Vérifiez votre connexion et réessayez.
upload-refused = Le serveur a refusé le fichier (erreur { $status }).
upload-errors-title = Détail des erreurs de validation
upload-errors-fields = CHAMPS
upload-errors-values = VALEURS
upload-errors-incorrect = Incorrect
upload-errors-correct = Correct
upload-errors-field = Champ
upload-errors-incorrect-value = Valeur incorrecte
upload-errors-cell = Cellule
upload-errors-reason = Problème
upload-errors-no-fields = Tous les champs du fichier sont connus.
upload-errors-no-values = Toutes les valeurs du fichier ont pu être lues.
upload-outdated-title = Modèle obsolète détecté
upload-outdated-text = Le modèle que vous avez envoyé semble obsolète. Assurez-vous d'utiliser la dernière version pour éviter toute perte de données ou inexactitude.
upload-outdated-forms = Formulaires issus d'un modèle plus ancien :
upload-outdated-form = { $form } : version { $uploaded } dans le fichier, { $current } actuellement
upload-outdated-form-unversioned = { $form } : aucune version dans le fichier, { $current } actuellement
upload-outdated-proceed = Continuer
upload-outdated-back = Revenir
template-failed = Échec du téléchargement du modèle !
template-try-again = Veuillez réessayer.
template-processing-failed = Une erreur est survenue lors du traitement du fichier téléchargé. Veuillez réessayer.

## Dashboards

dashboard-summaries = Chiffres clés
dashboard-percent = pour cent
dashboard-failed = Le tableau de bord n’a pas pu être chargé
dashboard-no-summaries = Il n’y a pas encore de chiffres pour ce client.
dashboard-reports = Rapports
dashboard-more = Plus
dashboard-charts = Graphiques
dashboard-latest-reports = Derniers rapports
dashboard-clients = Clients
dashboard-client-name = Client
dashboard-client-type = Type
dashboard-client-status = Statut
dashboard-client-currency = Devise
chart-show-table = Afficher en tableau
chart-show-chart = Afficher en graphique
chart-table-period = Période
chart-table-value = Valeur
chart-table-value-currency = Valeur ({ $currency })

## Form data

period-picker = Périodes
period-type = Type de calendrier
period-type-financial = Calendrier financier
period-type-calendar = Calendrier
period-chosen =
    { $count ->
        [one] { $count } période choisie sur { $max }
       *[other] { $count } périodes choisies sur { $max }
    }
period-no-data = Aucune donnée
period-financial-year = Exercice { $year }
period-calendar-year = { $year }
period-quarter = { $number }{ $number ->
        [1] er
       *[other] e
    } trimestre
period-unavailable = Aucune donnée pour ce mois
form-data-field = Champ
form-data-table = Valeurs par période
form-data-failed = Les données n’ont pas pu être chargées
form-data-no-form = Ce formulaire n’existe pas.
form-data-currency = Valeurs en { $currency }
form-data-choose = Choisissez jusqu’à trois périodes ci-dessus.
periods-col-year = Exercice
periods-col-start = Début
periods-col-end = Fin
periods-col-months = Mois

## Wizard notes

notes-open = Notes
notes-title = Notes sur ce rapport
notes-empty = Aucune note pour l'instant.
notes-by = { $name }, { $at }
note-resolve = Résoudre
note-resolve-label = Marquer la note « { $text } » comme résolue
note-resolved-by = Résolue par { $name }, { $at }
note-resolve-failed = Impossible de résoudre la note
notes-rejected-by = Rejeté par { $name } le { $at }
notes-no-reason = Aucun motif n'a été donné.
notes-go-to-field = Aller au champ
notes-jump = Aller à { $field }
notes-marker-legend =
    { $n ->
        [one] { $n } champ de cette étape a des notes
       *[other] { $n } champs de cette étape ont des notes
    }
note-add = Ajouter une note
note-add-title = Ajouter une note sur un champ
note-field = Champ
note-text = Note
note-field-required = Veuillez choisir un champ.
note-text-required = Veuillez écrire la note.
note-added = Note ajoutée sur { $field }
note-add-failed = Échec de l'ajout de la note
reject-notes = Notes sur des champs (facultatif)
reject-note-add = Ajouter la note
reject-note-remove = Retirer la note sur { $field }
reject-note-pending = Ajoutez cette note ou effacez-la avant de rejeter.
wizard-covenants-failed = Les limites des covenants n'ont pas pu être chargées : les dépassements ne sont pas vérifiés sur cette page.

## Report admin

reports-col-actions = Actions
reports-load-failed = Les rapports n'ont pas pu être chargés.
report-admin-add = Ajouter un rapport
report-admin-delete = Supprimer le rapport
report-admin-delete-title = Supprimer ce rapport ?
report-admin-delete-text = { $name } sera supprimé.
report-admin-delete-data-title = Supprimer aussi les données des formulaires ?
report-admin-delete-data-text = Les chiffres déposés avec ce rapport peuvent être conservés (ils restent sur les pages de données et dans les exports) ou supprimés avec lui.
report-admin-keep-data = Conserver les données
report-admin-delete-data = Supprimer aussi les données
report-admin-deleted = Rapport { $name } supprimé
report-admin-delete-failed = Échec de la suppression du rapport : { $message }
report-admin-reopen = Rouvrir le rapport
report-admin-reopen-title = Rouvrir ce rapport ?
report-admin-reopen-text = { $name } repasse en cours ; son audit est effacé et ses données conservées.
report-admin-reopened = Rapport { $name } rouvert
report-admin-reopen-failed = Échec de la réouverture du rapport : { $message }

## Investissements, covenants et dérogations (spéc. 3)

investments-tile-mfi = Investissements IMF/Banques
investments-tile-mfi-text = Investissements dans des institutions de microfinance et des banques
investments-tile-agro = Investissements agro
investments-tile-agro-text = Investissements dans des entreprises agricoles
investments-filter = Filtrer les investissements
investments-tab-open = Investissements en cours
investments-tab-closed = Investissements clôturés
investments-col-tm1 = Identifiant TM1
investments-col-client = Client
investments-col-country = Pays
investments-col-fund = Fonds
investments-col-product = Produit
investments-col-currency = Devise
investments-col-outstanding = Encours
investments-col-first-disbursement = Premier décaissement
investments-col-last-reported = Dernier mois déclaré
investments-col-final-maturity = Échéance finale
investments-col-ended-at = Clôturé le
investments-col-periodicity = Périodicité de reporting
investments-col-covenants = Covenants
investments-empty = Aucun investissement
investments-load-failed = Les investissements n'ont pas pu être chargés.
investment-back = Retour aux investissements
investment-loading = Chargement de l'investissement…
investment-load-failed = L'investissement n'a pas pu être chargé.
investment-not-found = Cet investissement n'existe pas.
investment-not-found-detail = Il a peut-être été supprimé, ou l'adresse est erronée.
investment-forbidden = Vous n'avez pas accès à cet investissement.
investment-forbidden-detail = Il appartient à un client hors de votre périmètre.
investment-title = Investissement { $id }, { $client }
investment-state-open = En cours
investment-state-closed = Clôturé
investment-not-ended = Non clôturé
investment-never-reported = Pas encore déclaré
investment-managers = Chargés d'investissement
investment-manager-since = { $name } (depuis le { $from })
investment-manager-ended = { $name } (du { $from } au { $to })
investment-periodicity-monthly = Mensuelle
investment-periodicity-quarterly = Trimestrielle
investment-periodicity-not-required = Non requise
investment-periodicity-save = Enregistrer la périodicité de reporting
investment-periodicity-confirm = Voulez-vous vraiment modifier la périodicité de reporting de cet investissement ?
investment-periodicity-confirm-detail = Elle passera de « { $from } » à « { $to } ».
investment-periodicity-change = Modifier
investment-periodicity-saved = La périodicité de reporting est désormais « { $periodicity } ».
investment-periodicity-failed = La périodicité de reporting n'a pas pu être modifiée
investment-covenants-title = Covenants
investment-covenants-empty = Aucun covenant
investment-covenant-add-label = Ajouter un covenant
investment-covenant-search-placeholder = Rechercher un covenant
investment-covenant-search-none = Aucun covenant ne correspond
investment-covenant-add = Ajouter
investment-covenant-col-name = Covenant
investment-covenant-col-type = Type de champ
investment-covenant-col-min = Minimum
investment-covenant-col-max = Maximum
investment-covenant-col-alert = Seuil d'alerte
investment-covenant-col-waivers = Dérogations
investment-covenant-type-currency = Monétaire
investment-covenant-type-percentual = Pourcentage
investment-covenant-type-numeric = Numérique
investment-limit-none = sans limite
investment-covenant-guide = À propos de { $name }
investment-covenant-archived = Archivé à partir du { $date } : toujours actif pour ce client, mais plus disponible pour les nouveaux investissements.
investment-covenant-edit = Modifier le covenant
investment-covenant-edit-named = Modifier { $name }
investment-covenant-delete = Supprimer le covenant
investment-covenant-delete-named = Supprimer { $name }
investment-covenant-delete-confirm = Voulez-vous vraiment supprimer ce covenant ?
investment-delete = Supprimer
investment-covenant-form-title = Covenant : { $name }
investment-covenant-form-new-title = Nouveau covenant : { $name }
investment-covenant-min = Minimum
investment-covenant-max = Maximum
investment-covenant-alert = Seuil d'alerte
investment-number-invalid = Saisissez un nombre : chiffres, signe moins, points et virgules.
investment-range-min-above-max = Le minimum ne doit pas dépasser le maximum.
investment-alert-negative = Le seuil d'alerte ne doit pas être négatif.
investment-covenant-saved = Covenant { $name } enregistré
investment-covenant-deleted = Covenant { $name } supprimé
investment-covenant-add-failed = Échec de l'ajout du covenant : { $message }
investment-covenant-save-failed = Échec de l'enregistrement du covenant { $name } : { $message }
investment-covenant-delete-failed = Échec de la suppression du covenant { $name } : { $message }
investment-covenant-call-failed-unknown = le serveur n'a donné aucune raison
investment-covenant-errors-title = Certaines modifications de covenants ont échoué :
investment-covenant-errors-dismiss = Masquer les erreurs des covenants
investment-waivers-of = Dérogations de { $name }
investment-waivers-empty = Aucune dérogation
investment-waiver-add = Ajouter une dérogation
investment-waiver-col-type = Type
investment-waiver-col-start = Début
investment-waiver-col-end = Fin
investment-waiver-col-replacement = Covenant de remplacement
investment-waiver-type-disable = Désactiver
investment-waiver-type-replace = Remplacer
investment-waiver-type-alter = Modifier
investment-waiver-in-effect = En vigueur
investment-waiver-edit = Modifier la dérogation
investment-waiver-edit-named = Modifier la dérogation { $waiver }
investment-waiver-delete = Supprimer la dérogation
investment-waiver-delete-named = Supprimer la dérogation { $waiver }
investment-waiver-delete-confirm = Voulez-vous vraiment supprimer cette dérogation ?
investment-waiver-form-new-title = Nouvelle dérogation pour { $name }
investment-waiver-form-edit-title = Dérogation de { $name }
investment-waiver-type = Type de dérogation
investment-waiver-start = Date de début
investment-waiver-end = Date de fin
investment-date-input-hint = Saisissez les dates au format JJ-MM-AAAA, MM-JJ-AAAA ou AAAA-MM-JJ, ou choisissez-les dans le calendrier.
investment-waiver-replacement = Covenant de remplacement
investment-waiver-start-after-end = La date de début ne doit pas être postérieure à la date de fin.
investment-waiver-saved = Dérogation de { $name } enregistrée
investment-waiver-deleted = Dérogation de { $name } supprimée
investment-waiver-save-failed = Échec de l'enregistrement de la dérogation de { $name } : { $message }
investment-waiver-delete-failed = Échec de la suppression de la dérogation de { $name } : { $message }
investment-waived-until = levé jusqu'au { $date }
investment-waiver-applies-until = s'applique jusqu'au { $date }
investment-waiver-note-disable = Désactivé jusqu'au { $date }
investment-waiver-note-replace = Remplacé par { $name } jusqu'au { $date }
investment-waiver-note-alter = Modifié jusqu'au { $date }

## Covenant monitor
menu-covenant-monitor = Suivi des covenants
covenant-monitor-title = Suivi des covenants
covenant-monitor-intro = Tous les covenants des investissements en cours que vous suivez, testés sur la dernière période déclarée du client (chiffres approuvés d'abord), les plus graves en premier.
covenant-monitor-filters = Filtres
covenant-monitor-filter-status = Statut
covenant-monitor-filter-client-type = Type de client
covenant-monitor-filter-region = Région
covenant-monitor-filter-fund = Fonds
covenant-monitor-filter-all = Tous
covenant-monitor-clear-filters = Effacer les filtres
covenant-monitor-client-type-mfi = IMF
covenant-monitor-client-type-bank = Banque
covenant-monitor-client-type-agro = Agro
covenant-monitor-col-client = Client
covenant-monitor-col-investment = Investissement (id TM1)
covenant-monitor-col-covenant = Covenant
covenant-monitor-col-period = Période
covenant-monitor-col-value = Valeur
covenant-monitor-col-limits = Limites
covenant-monitor-col-alert = Alerte
covenant-monitor-col-status = Statut
covenant-monitor-col-headroom = Marge
covenant-monitor-col-trend = Tendance
covenant-monitor-status-breached = Non respecté
covenant-monitor-status-alerted = Alerte
covenant-monitor-status-unknown = Sans valeur
covenant-monitor-status-waived = Dérogation
covenant-monitor-status-ok = Respecté
covenant-monitor-waiver-disable = Désactivé jusqu'au { $date }
covenant-monitor-waiver-replace = Remplacé par { $name } jusqu'au { $date }
covenant-monitor-waiver-alter = Modifié jusqu'au { $date }
covenant-monitor-limits-between = de { $min } à { $max }
covenant-monitor-limits-min = au moins { $min }
covenant-monitor-limits-max = au plus { $max }
covenant-monitor-limits-none = aucune
covenant-monitor-not-approved = pas encore approuvé
covenant-monitor-no-period = aucune donnée
covenant-monitor-explain = { $value }, voir comment { $covenant } est calculé
covenant-monitor-trend = Tendance sur { $count } périodes, de { $first } à { $last }
covenant-monitor-trend-none = Aucune valeur sur les 12 dernières périodes
covenant-monitor-count = { $count ->
    [one] { $count } covenant
   *[other] { $count } covenants
}
covenant-monitor-count-breached = { $count ->
    [one] { $count } non respecté
   *[other] { $count } non respectés
}
covenant-monitor-count-alerted = { $count } en alerte
covenant-monitor-empty = Aucun covenant sur les investissements en cours de votre périmètre.
covenant-monitor-no-match = Aucun covenant ne correspond à ces filtres.
covenant-monitor-loading = Test de tous les covenants du portefeuille…
covenant-monitor-failed = Le suivi des covenants n'a pas pu être chargé.
covenant-monitor-retry = Réessayer

## Provider clients grid (features/clients)

clients-filter = Rechercher des clients
clients-col-name = Nom
clients-col-type = Type de client
clients-col-country = Pays
clients-col-region = Région du monde
clients-col-status = Statut
clients-type-mfi = IMF/Banque
clients-type-agro = Agro
clients-empty = Aucun client
clients-load-failed = Les clients n'ont pas pu être chargés.

## Audit log (features/audits)

audits-filter = Filtrer le journal d'audit
audits-range = Période
audits-range-from = Date de début
audits-range-to = Date de fin
audits-col-date = Date
audits-col-user = Utilisateur
audits-col-description = Description
audits-col-text = Texte
audits-empty = Aucune entrée d'audit
audits-load-failed = Le journal d'audit n'a pas pu être chargé.

## Administration › Clients (spec 3 §2, §3, §5, §8)
admin-clients-search = Rechercher des clients
admin-clients-new = Nouveau client
admin-clients-load-failed = Les clients n’ont pas pu être chargés
admin-clients-empty = Aucun client
admin-clients-col-name = Nom
admin-clients-col-official-name = Nom officiel
admin-clients-col-key = Clé
admin-clients-col-type = Type de client
admin-clients-col-country = Pays
admin-clients-col-status = Statut
admin-clients-col-actions = Actions
admin-clients-delete = Supprimer
admin-clients-delete-named = Supprimer { $name }
admin-clients-delete-confirm = Voulez-vous vraiment supprimer { $name } ?
admin-clients-removed = Le client { $name } a bien été supprimé !
admin-clients-remove-failed = Échec de la suppression de { $client }
admin-clients-type-mfi = IMF/Banque
admin-clients-type-bank = Banque
admin-clients-type-agro = Agro
admin-clients-status-active = Actif
admin-clients-status-workout = En redressement
admin-clients-status-inactive = Inactif
admin-clients-status-removed = Supprimé
admin-clients-form-bank = Banque
admin-clients-form-nbfi = IFNB
admin-clients-form-ngo = ONG
admin-clients-form-credit-union = Coopérative d’épargne et de crédit / SACCO
admin-clients-form-other = Autre
admin-clients-profit-profile = Profil lucratif
admin-clients-profit-profit = À but lucratif
admin-clients-profit-nonprofit = À but non lucratif
admin-clients-loading = Chargement du client
admin-clients-new-title = Nouveau client
admin-clients-edit-title = Client { $name }
admin-clients-field-required = champ obligatoire
admin-clients-email-invalid = Adresse e-mail non valide
admin-clients-saved = Le client { $name } a été enregistré
admin-clients-section-general = Général
admin-clients-section-address = Adresse
admin-clients-section-settings = Paramètres
admin-clients-section-contacts = Contacts
admin-clients-name = Nom
admin-clients-official-name = Nom officiel
admin-clients-key = Clé
admin-clients-key-derived = Dérivée du nom à l’enregistrement
admin-clients-imported-id = Identifiant TM1
admin-clients-client-type = Type de client
admin-clients-config-type = Type de configuration
admin-clients-institutional-form = Forme institutionnelle
admin-clients-status = Statut
admin-clients-world-region = Région du monde
admin-clients-year-start = Année de début des opérations
admin-clients-bottom-date = Premier mois de rapport
admin-clients-top-date = Dernier mois de rapport
admin-clients-country = Pays
admin-clients-city = Ville
admin-clients-postalcode = Code postal
admin-clients-street = Rue
admin-clients-nr = Numéro
admin-clients-box = Boîte
admin-clients-additional = Complément d’adresse
admin-clients-period-end-day = Jour de fin de l’exercice
admin-clients-period-end-month = Mois de fin de l’exercice
admin-clients-currency = Devise
admin-clients-reporting-scale = Échelle de rapport
admin-clients-contacts-empty = Aucun contact
admin-clients-contact = Contact { $number }
admin-clients-contact-name = Nom du contact
admin-clients-contact-role = Fonction
admin-clients-contact-email = E-mail
admin-clients-contact-add = Ajouter un contact
admin-clients-contact-remove = Retirer le contact { $number }
admin-clients-periods-title = Exercices financiers
admin-clients-periods-autocorrect = Correction automatique
admin-clients-periods-autocorrect-help = Modifier un exercice décale tous les exercices suivants en gardant leur nombre de mois.
admin-clients-periods-empty = Aucun exercice financier
admin-clients-periods-save = Enregistrer les exercices
admin-clients-periods-saved = Les exercices financiers ont été enregistrés
admin-clients-period-start = Début
admin-clients-period-end = Fin
admin-clients-period-months = Mois
admin-clients-period-add = Ajouter un exercice
admin-clients-period-remove = Retirer l’exercice { $number }

## Central covenant catalogue (features/central-covenants)
central-covenants-title = Covenants centraux
central-covenants-tile-mfi = Covenants centraux IMF/Banque
central-covenants-tile-mfi-text = Le catalogue des covenants pour les institutions de microfinance et les banques
central-covenants-tile-agro = Covenants centraux Agro
central-covenants-tile-agro-text = Le catalogue des covenants pour les entreprises agricoles
central-covenants-type-mfi = IMF/Banque
central-covenants-type-agro = Agro
central-covenants-tab-active = Actifs
central-covenants-tab-archived = Archivés
central-covenants-add = Ajouter un covenant
central-covenants-col-name = Nom
central-covenants-col-field-type = Type de champ
central-covenants-col-range = Plage
central-covenants-col-alert = Seuil d'alerte
central-covenants-col-client-type = Type de client
central-covenants-col-used-by = Utilisé par
central-covenants-col-archived = Archivé à partir du
central-covenants-empty = Aucun covenant
central-covenants-load-failed = Les covenants n'ont pas pu être chargés
central-covenants-not-found = Aucun covenant trouvé
central-covenants-field-currency = Monétaire
central-covenants-field-percentual = Pourcentage
central-covenants-field-numeric = Numérique
central-covenants-back = Retour aux covenants
central-covenants-new-title = Nouveau covenant central
central-covenants-edit-title = Covenant central { $name }
central-covenants-archived-as-from = Archivé à partir du { $date } : n'est plus disponible pour de nouveaux investissements ou dérogations.
central-covenants-internal-name = Nom interne
central-covenants-translations = Nom et guide par langue
central-covenants-name-in = Nom ({ $language })
central-covenants-guide-in = Guide ({ $language })
central-covenants-name-required = Le nom en anglais est obligatoire
central-covenants-required = Ce champ est obligatoire
central-covenants-not-a-number = Saisissez un nombre
central-covenants-two-decimals = 2 décimales au maximum
central-covenants-min-above-max = Le minimum ne doit pas dépasser le maximum
central-covenants-not-negative = Ne doit pas être négatif
central-covenants-field-type = Type de champ
central-covenants-min = Minimum de la plage
central-covenants-max = Maximum de la plage
central-covenants-alert = Seuil d'alerte
central-covenants-formula = Formule
central-covenants-links = Liens
central-covenants-link-uri = Adresse web
central-covenants-link-uri-invalid = Saisissez une adresse web, par ex. https://example.org/guide
central-covenants-link-name = Nom du lien
central-covenants-link-guide = Guide du lien
central-covenants-link-remove = Supprimer le lien
central-covenants-link-add = Ajouter un lien
central-covenants-save-failed = Échec de l'enregistrement du covenant : { $message }
central-covenants-saved = Covenant enregistré
central-covenants-archive = Archiver
central-covenants-archive-title = Archiver { $name }
central-covenants-archive-confirm = Les investissements qui utilisent déjà ce covenant le conservent et ne sont pas perturbés. À partir de la date choisie, il ne peut plus être sélectionné pour de nouveaux covenants d'investissement ni comme remplacement dans une dérogation.
central-covenants-as-from = À partir du
central-covenants-archived = { $name } est archivé à partir du { $date }
central-covenants-not-archived = { $name } n'a pas été archivé
central-covenants-archive-failed = Échec de l'archivage du covenant

## Administration › Clients: currency code

## Administration › Users (features/admin-users)
users-search = Rechercher des utilisateurs
users-show-deleted = Afficher les utilisateurs supprimés
users-new = Nouvel utilisateur
users-load-failed = Les utilisateurs n'ont pas pu être chargés
users-empty = Aucun utilisateur
users-name = Nom
users-email = E-mail
users-roles = Rôles
users-scope = Clients / régions
users-status = Statut
users-last-login = Dernière connexion
users-status-active = Actif
users-status-invited = Invité
users-status-deleted = Supprimé
users-role-client = Client
users-role-client-admin = Administrateur client
users-role-rd = Directeur régional
users-role-admin = Administrateur
users-role-im = Gestionnaire d'investissement
users-role-provider = Personnel du gestionnaire
users-reinvite = Réinviter { $name }
users-reinvited = Une nouvelle invitation a été envoyée.
users-delete = Supprimer
users-delete-named = Supprimer { $name }
users-delete-confirm = Voulez-vous vraiment supprimer cet utilisateur ?
users-deleted = L'utilisateur a été supprimé
users-action-failed = La modification n'a pas pu être faite
users-edit-title = Utilisateur { $name }
users-clients = Clients
users-regions = Régions
users-email-invalid = Adresse e-mail non valide
users-created = L'utilisateur a été créé !
users-updated = L'utilisateur a été mis à jour !
users-password-new = Nouveau mot de passe
users-password-save = Changer le mot de passe
users-password-no-account = Le mot de passe pourra être défini une fois l'utilisateur inscrit.
users-history = Historique
users-created-at = Créé le
users-invitation = Invitation
users-invitation-sent = Invitation envoyée
users-invitation-expires = Invitation valable jusqu'au
users-invitation-accepted = Acceptée
users-invitation-pending = Pas encore acceptée
users-history-date = Date
users-history-action = Action
users-history-by = Par

## Administration › Exchange rates (features/exchange-rates)
xrates-search = Rechercher un mois (2025-03) ou une devise
xrates-col-month = Mois
xrates-col-source = Source
xrates-col-count = Cotations
xrates-empty = Aucun taux de change
xrates-load-failed = Les taux de change n'ont pas pu être chargés.
xrates-not-found = Aucun taux de change pour ce mois
xrates-back = Retour aux taux de change
xrates-col-currency = Devise
xrates-col-pair = Paire
xrates-col-rate = Taux pour 1 USD
xrates-load = Charger les taux d'un mois
xrates-file = Fichier (.csv ou .xlsx)
xrates-help = Une ligne d'en-tête currency,rate, puis une ligne par devise : unités pour 1 USD, 6 décimales au plus.
xrates-example = Exemple de fichier
xrates-preview = Aperçu
xrates-confirm = Confirmer
xrates-stored = Taux de change de { $month } enregistrés
xrates-replaces = Ceci remplace les taux enregistrés pour { $month }.
adminreports-remind = Envoyer un rappel
adminreports-remind-title = Envoyer un rappel ?
adminreports-remind-text = Envoyer un rappel aux utilisateurs de { $client } ?
adminreports-reminded =
    { $count ->
        [one] Rappel envoyé à { $count } utilisateur
       *[other] Rappel envoyé à { $count } utilisateurs
    }
adminreports-remind-failed = Échec de l'envoi du rappel : { $message }

## Exports: the shared flow, the covenants export page, the exchange rates export dialog
exports-generating = GÉNÉRATION DE L'EXPORT…
exports-failed = L'export n'a pas pu être créé.
exports-download-failed = Le fichier n'a pas pu être téléchargé. Veuillez réessayer.
exports-covenants-title = Exporter les covenants
exports-covenants-field-type = Type de champ
exports-covenants-field-type-currency = Montant
exports-covenants-field-type-percentual = Pourcentage
exports-covenants-field-type-numeric = Numérique
exports-covenants-export = Exporter
exports-exchange-open = Exporter
exports-exchange-title = Exporter les taux de change
exports-exchange-currency = Devise
exports-exchange-years = Années
exports-exchange-months = Mois
exports-exchange-export = Exporter
exports-exchange-cancel = Annuler

## Reports and investments exports
export-reports-title = Exporter les rapports
export-reports-clients = Clients
export-reports-from-month = Du mois
export-reports-to-month = Au mois
export-reports-statuses = Statuts des rapports
export-reports-template = Modèle de rapport
export-reports-regions = Régions
export-reports-countries = Pays
export-reports-client-status = Statut du client
export-reports-due-from = Échéance du
export-reports-due-to = Échéance au
export-reports-overdue = En retard
export-reports-overdue-yes = Oui
export-reports-overdue-no = Non
export-reports-submit = Exporter les rapports
export-investments-title = Exporter les investissements
export-investments-clients = Clients
export-investments-from-month = Du mois
export-investments-to-month = Au mois
export-investments-funds = Fonds
export-investments-regions = Régions
export-investments-frequency = Fréquence de reporting
export-investments-managers = Gestionnaires d'investissement
export-investments-submit = Exporter les investissements

## Client factsheet export (spec 2 §2, §5, §9)
export-factsheet-title = Exporter la fiche client
export-factsheet-type = Type d'export
export-factsheet-type-client = Par client
export-factsheet-type-region-country = Par région / pays
export-factsheet-type-funds = Par fonds
export-factsheet-clients = Clients
export-factsheet-regions = Régions
export-factsheet-countries = Pays
export-factsheet-funds = Fonds
export-factsheet-period-type = Type de calendrier
export-factsheet-period-type-calendar = Calendrier
export-factsheet-period-type-financial = Calendrier financier
export-factsheet-from-month = Mois de début
export-factsheet-to-month = Mois de fin
export-factsheet-currencies = Devises
export-factsheet-forms = Formulaires
export-factsheet-forms-default = Les formulaires d'export du type de client
export-factsheet-forms-mfi = IMF/BANQUE
export-factsheet-forms-agro = AGRO
export-factsheet-client-status = Statut du client
export-factsheet-client-status-active = Actif
export-factsheet-client-status-workout = En redressement
export-factsheet-client-status-inactive = Inactif
export-factsheet-client-status-removed = Supprimé
export-factsheet-report-status = Statuts des rapports (données des rapports approuvés si aucun n'est choisi)
export-factsheet-overdue = En retard
export-factsheet-overdue-yes = Oui
export-factsheet-overdue-no = Non
export-factsheet-summary = Synthèse
export-factsheet-summary-sum = Somme
export-factsheet-summary-avg = Moyenne
export-factsheet-submit = Exporter
