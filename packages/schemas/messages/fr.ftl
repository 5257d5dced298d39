# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Succès
no-data = Aucune donnée n'a été trouvée.
required-fields = Veuillez remplir tous les champs obligatoires
field-required = ce champ est obligatoire
login-failed = Échec de l'authentification
passwords-dont-match = Les mots de passe ne correspondent pas
reset-token-required = Veuillez saisir le code
reset-code-invalid = Le code saisi n'est pas valide. Veuillez réessayer.
validation-token-invalid = Le jeton fourni n'est pas valide.
invitation-invalid = Ce jeton n'est pas valide.
registration-wrong-token = Jeton incorrect.
user-not-found = Aucun utilisateur trouvé.
account-inactive = Votre compte est actuellement inactif. Veuillez activer votre compte pour vous connecter.
validation-token-expired = Le jeton fourni a expiré. Veuillez en demander un nouveau.
too-many-attempts = Trop de tentatives, réessayez dans { $seconds } s
email-invalid = Adresse e-mail non valide
user-email-taken = Un utilisateur avec cette adresse e-mail existe déjà
user-own-roles = Vous ne pouvez pas modifier vos propres rôles
user-has-account = Cet utilisateur a déjà un compte
user-created-invitation-not-sent = L'utilisateur a été créé, mais l'invitation n'a pas pu être envoyée ; essayez de l'inviter à nouveau
invitation-not-sent = L'invitation n'a pas pu être envoyée, veuillez réessayer plus tard
user-delete-self = Vous ne pouvez pas supprimer votre propre utilisateur
language-unknown = Langue inconnue
role-unknown = Rôle inconnu { $role }
roles-client-or-provider = Un utilisateur a soit des rôles client, soit des rôles prestataire, pas les deux
roles-client-only = Vous ne pouvez attribuer que des rôles client
user-clients-required = Sélectionnez les clients de cet utilisateur
user-regions-required = Sélectionnez les régions de cet utilisateur
client-unknown = Client inconnu
region-unknown = Région inconnue
account-email-taken = Un compte avec cette adresse e-mail existe déjà
client-remove-name-mismatch = Impossible de supprimer { $name } : le nom ne correspond pas
client-remove-confirm-name = Saisissez le nom du client pour confirmer
financial-periods-empty = Indiquez au moins un exercice financier ; une liste vide les supprimerait tous
period-start-not-date = Pas une date : { $value } (une date s'écrit aaaammjj, p. ex. 20240101)
period-end-not-date = Pas une date : { $value } (une date s'écrit aaaammjj, p. ex. 20241231)
period-first-day = Un exercice commence le premier jour d'un mois
period-last-day = Un exercice se termine le dernier jour d'un mois
period-length = Un exercice financier dure de 1 à 24 mois
period-months-mismatch = Du { $start } au { $end }, il y a { $months } mois, pas { $given }
period-year-taken = Deux exercices se terminent en { $year }
one-of = L'une de ces valeurs : { $choices }
month-invalid = Un mois au format aaaamm, p. ex. 202401
year-range = Une année de 1800 à { $year }
day-of-year-invalid = Pas un jour de l'année
top-date-after-bottom = La date haute est postérieure à la date basse
country-unknown = Pays inconnu
language-unknown-choices = Langue inconnue { $language } ; l'une de { $languages }
users-form-invalid = Formulaire non valide, veuillez le vérifier
no-client = Aucun client
admin-clients-form-invalid = Formulaire invalide, veuillez vérifier
admin-clients-save-failed = Échec de l’enregistrement
admin-clients-period-start-required = Le début de l’exercice est obligatoire
admin-clients-period-end-required = La fin de l’exercice est obligatoire
admin-clients-period-start-before-end = Le début de l’exercice doit précéder la fin
admin-clients-period-end-after-start = La fin de l’exercice doit suivre le début
admin-clients-period-not-following = Le début d’exercice { $start } ne suit pas la fin de l’exercice précédent { $previousEnd }
admin-clients-currency-invalid = Un code de devise à trois lettres, p. ex. USD
rate-file-empty = Le fichier est vide.
rate-file-too-large = Le fichier dépasse { $kilobytes } Ko.
rate-file-not-spreadsheet = Le fichier n'est ni un fichier CSV ni un classeur Excel (.xlsx).
rate-file-legacy-xls = Ceci est un classeur Excel 97-2003 (.xls) : enregistrez-le au format Classeur Excel (.xlsx) ou CSV.
rate-file-password-protected = Ce classeur est protégé par un mot de passe : supprimez le mot de passe et envoyez-le à nouveau.
rate-file-corrupt = Ce classeur est endommagé et ne peut pas être ouvert : enregistrez-le de nouveau dans Excel.
rate-file-zip-bomb = Une fois décompressé, ce fichier est bien plus volumineux que n'importe quel classeur de taux de change ; il a été refusé.
rate-file-not-base64 = Le contenu du fichier n'est pas du base64 valide.
rate-month-format = Le mois doit s'écrire AAAA-MM, p. ex. 2025-03.
rate-month-too-early = Les mois antérieurs à { $year } ne sont pas acceptés.
rate-month-future = { $month } est dans le futur : les taux ne sont enregistrés que pour les mois passés.
rate-file-no-rates = Le fichier ne contient aucun taux : ajoutez une ligne par devise sous l'en-tête.
rate-file-too-many-rates = Le fichier contient { $count } taux ; { $max } au maximum sont acceptés.
rate-file-problems = Le fichier contient { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    } ; rien n'a été enregistré.
rate-row-header = Ligne { $row } : la première ligne doit être l'en-tête currency,rate (ou pair,rate)
rate-row-columns = Ligne { $row } : 2 colonnes attendues ({ $column }, rate), { $count ->
        [one] { $count } trouvée
       *[other] { $count } trouvées
    }
rate-row-currency = Ligne { $row } : la devise doit être un code de 3 lettres majuscules, p. ex. PEN (trouvé : « { $found } »)
rate-row-currency-empty = Ligne { $row } : la devise doit être un code de 3 lettres majuscules, p. ex. PEN (cellule vide)
rate-row-pair = Ligne { $row } : la paire doit être USD suivi d'un code de devise en majuscules, p. ex. USDPEN (trouvé : « { $found } »)
rate-row-pair-empty = Ligne { $row } : la paire doit être USD suivi d'un code de devise en majuscules, p. ex. USDPEN (cellule vide)
rate-row-rate = Ligne { $row } : le taux doit être un nombre positif, p. ex. 3.75 (trouvé : « { $found } »)
rate-row-decimals = Ligne { $row } : le taux a plus de { $max } décimales
rate-row-duplicate = Ligne { $row } : { $currency } figure déjà à la ligne { $firstRow }
rate-row-base = Ligne { $row } : USD est la devise de base ; son taux doit être 1
no-report = Aucun rapport trouvé.
remind-wrong-status = Impossible d'envoyer un rappel : le rapport est { $status ->
        [created] créé
        [overdue] en retard
        [in_progress] en cours
        [submitted] soumis
        [in_review] en cours de vérification
        [rejected] rejeté
        [approved] approuvé
       *[other] { $status }
    }
remind-no-users = { $client } n'a aucun utilisateur actif à qui envoyer un rappel
remind-sent-this-hour = Un rappel pour ce rapport a déjà été envoyé au cours de cette heure
remind-mail-failed = Le courriel n'a pas pu être envoyé ({ $sent } sur { $total } envoyés)
no-investment = Aucun investissement trouvé.
no-covenant = Aucun covenant trouvé.
no-waiver = Aucune dérogation trouvée.
periodicity-invalid = La périodicité de reporting doit être l'une de { $choices }
investment-invalid = Investissement non valide
covenant-not-in-catalogue = Ce covenant ne figure pas dans le catalogue.
covenant-archived-not-addable = Ce covenant est archivé depuis le { $date } et ne peut plus être ajouté à un investissement.
covenant-wrong-client-type = Ce covenant concerne les clients { $covenantType }, pas { $clientType }.
covenant-already-applied = Ce covenant est déjà appliqué à cet investissement.
covenant-central-mismatch = Le covenant ne correspond pas au covenant central indiqué.
value-required = est obligatoire
must-be-one-of = doit être l'une des valeurs { $choices }
must-be-date = doit être une date au format aaaammjj, p. ex. 20240131
covenant-not-of-catalogue = n'est pas un covenant du catalogue
covenant-not-for-client-type = n'est pas un covenant pour les clients { $clientType }
covenant-must-differ = doit être un autre covenant que celui qu'il remplace
covenant-archived-not-choosable = est archivé depuis le { $date } et ne peut plus être choisi
covenant-internal-name-taken = Un autre covenant porte déjà ce nom interne
date-expected = une date au format AAAAMMJJ est attendue
investment-covenant-form-invalid = Formulaire de covenant invalide ! Veuillez remplir toutes les valeurs requises !
investment-waiver-form-invalid = Formulaire de dérogation invalide ! Veuillez remplir toutes les valeurs requises !
central-covenants-invalid = Valeurs non valides, vérifiez le formulaire
export-field-type-choose = Choisissez devise, pourcentage ou numérique.
export-currency-choose = Choisissez une devise (3 lettres, p. ex. EUR).
export-months-required = Choisissez au moins un mois.
export-months-invalid = Les périodes sont des mois (AAAAMM) de 2000 à l'année en cours.
export-reports-calendar-only = L'export des rapports ne couvre que des périodes calendaires.
report-status-unknown = Statut de rapport inconnu.
report-template-unknown = Modèle de rapport inconnu.
due-date-invalid = Les échéances sont des dates (AAAAMMJJ).
due-dates-order = L'échéance de début doit précéder d'au moins un jour l'échéance de fin.
client-status-unknown = Statut de client inconnu.
export-investments-calendar-only = Les investissements sont exportés par mois calendaires.
reporting-frequency-unknown = La fréquence de reporting est mensuelle, trimestrielle ou non requise.
export-type-unknown = Le type d'export est CLIENT, REGION/COUNTRY ou FUNDS.
summary-type-unknown = Le type de synthèse est SUM ou AVG.
currencies-invalid = Les devises sont des codes de trois lettres, p. ex. USD.
period-type-unknown = Le type de période est c (calendaire) ou f (financière).
export-periods-invalid = Les périodes sont des mois (AAAAMM ou AAAAMMJJ) ou des années (AAAAMM00) de { $year } à l'année en cours, 36 au maximum.
form-config-unknown = Configuration de formulaire inconnue.
reporting-scale-unknown = L'échelle de reporting est 1, 10, 100, 1000, 10000 ou 100000.
export-too-many-columns = Une feuille contient au plus { $max } colonnes : choisissez moins de clients ou de périodes.
exports-exchange-incomplete = Veuillez renseigner toutes les informations.
export-factsheet-fill-in-all = Veuillez renseigner toutes les informations.
export-reports-period-required = Veuillez renseigner toutes les informations requises (Période).
export-investments-period-required = Veuillez renseigner toutes les informations requises (Période).
report-reason-no-client = ce client n'existe pas
report-create-no-client = Impossible de créer le rapport : ce client n'existe pas
report-reason-no-template = ce modèle de rapport n'existe pas
report-create-no-template = Impossible de créer le rapport : ce modèle de rapport n'existe pas
report-reason-wrong-client-type = { $template } n'est pas un modèle pour les clients { $clientType }
report-create-wrong-client-type = Impossible de créer le rapport : { $template } n'est pas un modèle pour les clients { $clientType }
report-reason-period-not-date = la période doit être une date (aaaammjj)
report-create-period-not-date = Impossible de créer le rapport : la période doit être une date (aaaammjj)
report-reason-period-not-month-end = la période doit être le dernier jour d'un mois
report-create-period-not-month-end = Impossible de créer le rapport : la période doit être le dernier jour d'un mois
report-reason-period-future = la période est dans le futur
report-create-period-future = Impossible de créer le rapport : la période est dans le futur
report-reason-not-quarter-end = les rapports trimestriels portent sur les fins de trimestre, pas sur { $period }
report-create-not-quarter-end = Impossible de créer le rapport : les rapports trimestriels portent sur les fins de trimestre, pas sur { $period }
report-reason-not-year-end = les rapports annuels portent sur la fin de l'exercice financier, pas sur { $period }
report-create-not-year-end = Impossible de créer le rapport : les rapports annuels portent sur la fin de l'exercice financier, pas sur { $period }
report-exists = Impossible de créer le rapport : { $template } pour { $period } existe déjà pour { $client }
report-delete-not-found = Impossible de supprimer le rapport : ce rapport n'existe pas
report-reopen-mismatch = Impossible de rouvrir le rapport : le client ou la période ne correspondent pas au rapport
report-status-unknown-choices = Statut inconnu { $status } ; l'un de { $statuses }
report-status-field-unknown = Statut inconnu
notes-incomplete = Chaque note doit avoir un formulaire, un champ et un texte
note-incomplete = Une note doit avoir un formulaire, un champ et un texte
no-note = Aucune note trouvée.
settings-required = Veuillez choisir une devise !
report-cannot = Impossible { $action ->
        [wizardStartSubmission] de commencer la soumission
        [wizardSubmit] de soumettre
        [wizardReStartSubmission] de recommencer la soumission
        [wizardStartReview] de commencer la vérification
        [wizardApprove] d'approuver
        [wizardReject] de rejeter
        [reopenReportInstance] de rouvrir
        [updateReportingStatus] de changer le statut
        [excelUploadUndo] d'annuler le téléversement
       *[other] de continuer
    } : le rapport est { $status ->
        [created] créé
        [overdue] en retard
        [in_progress] en cours
        [submitted] soumis
        [in_review] en cours de vérification
        [rejected] rejeté
        [approved] approuvé
        [deleted] supprimé
       *[other] { $status }
    }
report-changed = Le rapport a été modifié au même moment : il est maintenant { $status ->
        [created] créé
        [overdue] en retard
        [in_progress] en cours
        [submitted] soumis
        [in_review] en cours de vérification
        [rejected] rejeté
        [approved] approuvé
        [deleted] supprimé
       *[other] { $status }
    }. Rechargez-le.
report-changed-by = Le rapport a été modifié au même moment par { $user } : il est maintenant { $status ->
        [created] créé
        [overdue] en retard
        [in_progress] en cours
        [submitted] soumis
        [in_review] en cours de vérification
        [rejected] rejeté
        [approved] approuvé
        [deleted] supprimé
       *[other] { $status }
    }. Rechargez-le.
template-kind-invalid = le type doit être un formulaire ou un rapport
template-key-invalid = la clé doit être un nom en camelCase, fait de lettres et de chiffres et commençant par une minuscule
template-config-not-object = la configuration doit être un objet JSON
template-config-key-mismatch = la clé de la configuration doit être { $key }
template-config-too-large = la configuration doit faire moins de 2 Mo
template-changed-by = Modifié par { $name } le { $at } ; rechargez pour voir ses modifications
template-changed-meanwhile = Modifié entre-temps ; rechargez pour voir les modifications
template-draft-gone = Le brouillon a été publié ou abandonné entre-temps ; rechargez pour voir la version actuelle
template-no-draft = Il n'y a pas de brouillon { $kind ->
        [form] du formulaire
       *[report] du rapport
    } { $key }
template-no-version = Il n'y a pas de version { $version } { $kind ->
        [form] du formulaire
       *[report] du rapport
    } { $key }
template-publish-has-problems = { $kind ->
        [form] Le formulaire
       *[report] Le rapport
    } { $key } ne peut pas être publié : corrigez d'abord les problèmes
template-version-taken = La version { $version } { $kind ->
        [form] du formulaire
       *[report] du rapport
    } { $key } a été publiée entre-temps ; rechargez
template-draft-form-invalid = Le brouillon du formulaire { $key } n'est pas une configuration de formulaire valide ; vérifiez-le d'abord
template-preview-numeric-not-date = la période doit être une date (aaaammjj)
template-preview-no-client = Aucun client trouvé
template-step-form-unknown = aucun formulaire publié n'a la clé « { $formKey } »
template-step-client-types-outside = les types de clients de l'étape doivent faire partie de ceux du rapport ; { $clientTypes } n'en fait pas partie
template-step-form-not-for-clients = le formulaire « { $formKey } » n'est pas un formulaire pour les clients { $clientTypes }
