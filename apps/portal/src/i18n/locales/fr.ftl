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
success = Succès
no-data = Aucune donnée n'a été trouvée.
required-fields = Veuillez remplir tous les champs obligatoires
field-required = ce champ est obligatoire
not-found = 404 Page introuvable
not-found-detail = Il n'y a pas de page à cette adresse.
page-planned = Cet écran n'est pas encore disponible.

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
login-failed = Échec de l'authentification
login-sso-redirect = Redirection vers l'authentification unique…
login-token-redirect = Vous êtes connecté. Ouverture du portail…
back-to-login = Retour à la connexion

## Passwords

password = Mot de passe
password-retype = Confirmer le mot de passe
password-min-length = la longueur minimale est de 6
password-max-length = la longueur maximale est de 33
password-too-weak = le mot de passe est trop faible
passwords-dont-match = Les mots de passe ne correspondent pas
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
reset-token-required = Veuillez saisir le code
reset-code-invalid = Le code saisi n'est pas valide. Veuillez réessayer.
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
validation-token-invalid = Le jeton fourni n'est pas valide.
invitation-invalid = Ce jeton n'est pas valide.
decline-question = Pourquoi refusez-vous l'invitation ?
decline-reason = Raison
decline-go-back = Retour
decline-failed = Votre réponse n'a pas pu être envoyée.
decline-thanks = Merci pour votre retour.
registration-title = Inscription
registration-intro = Veuillez compléter ou mettre à jour les données suivantes.
registration-complete = Terminer votre inscription
registration-failed = L'inscription n'a pas pu être terminée.
registration-wrong-token = Jeton incorrect.
registration-no-user = Aucun utilisateur trouvé.
account-inactive = Votre compte est actuellement inactif. Veuillez activer votre compte pour vous connecter.
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
no-client = Aucun client
client-inactive = Ce client est actuellement inactif.

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
service-status = État du service
service-checking = Vérification du service
service-unreachable = Le service est injoignable
service-api = API
service-running = En marche
service-degraded = Dégradé
service-database = Base de données
service-connected = Connectée
service-unavailable = Indisponible
service-version = Version

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
settings-required = Veuillez choisir une devise !
start-title = Soumission de { $title }
start-step-settings = Étape 1 : vérifier la configuration
start-step-previous = Étape 2 : examiner les rapports précédents encore ouverts
start-previous-open = { $n } rapports précédents sont encore ouverts
start-no-previous-open = Aucun rapport précédent n'est ouvert.
start-reporting = Commencer le reporting
start-file-based = Soumission par fichier
start-file-based-unavailable = L'envoi d'un modèle rempli n'est pas encore disponible ; veuillez utiliser la soumission manuelle.
start-download-template = Télécharger le modèle
start-manual = Soumission manuelle
start-manual-text = Remplissez le rapport étape par étape dans le navigateur.
start-submission = Commencer la soumission
start-preview = Aperçu
audit-start-title = Commencer l'audit de { $title }
audit-start-text = Le rapport soumis par { $name } est prêt à être audité
audit-start = Commencer l'audit
audit-view-only = Consulter, sans auditer
wizard-load-failed = Le rapport n'a pas pu être chargé.
wizard-not-found = Il n'existe pas de tel rapport pour cette période.
wizard-client-status = Statut du client : { $status }
wizard-no-steps = Ce rapport n'a aucune étape.
wizard-reporting-in = Reporting en { $currency }, échelle 1/{ $scale }
wizard-last-step = Toutes les étapes ont été remplies. Cliquez sur Terminer.
wizard-previous = Précédent
wizard-next = Suivant
wizard-finish = Terminer
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
