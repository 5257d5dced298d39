### The API's own words in French: a message missing here is answered in English.

## The upload's answers: refusals, file problems, the FIELDS and VALUES entries of validationErr.

upload-outdated = Le modèle que vous avez envoyé semble obsolète. Veuillez vérifier que vous utilisez la dernière version afin d'éviter toute perte de données ou inexactitude.
upload-mismatch = Le fichier ne correspond pas au modèle : { $problems ->
      [one] { $problems } problème
      [many] { $problems } de problèmes
     *[other] { $problems } problèmes
    } ; rien n'a été enregistré.
upload-injections = Le fichier contient des formules dans { $cells ->
      [one] { $cells } cellule de saisie
      [many] { $cells } de cellules de saisie
     *[other] { $cells } cellules de saisie
    }, ce qui est refusé par sécurité. Saisissez des valeurs simples et envoyez-le à nouveau ; rien n'a été enregistré.
upload-validations = Les valeurs envoyées ne respectent pas { $validations ->
      [one] { $validations } règle de validation
      [many] { $validations } de règles de validation
     *[other] { $validations } règles de validation
    } : { $messages } Rien n'a été enregistré.

upload-file-empty = Le fichier est vide. Veuillez sélectionner le modèle rempli.
upload-file-too-large = La taille du fichier doit être inférieure à 3 Mo.
upload-file-not-spreadsheet = Ce fichier n'est pas un classeur Excel (son contenu n'est pas au format .xlsx, quel que soit son nom). Veuillez envoyer le modèle rempli.
upload-file-legacy-xls = Ce fichier est un classeur Excel 97-2003 (.xls), qui ne peut pas être lu. Ouvrez-le dans Excel, enregistrez-le au format Classeur Excel (.xlsx) et envoyez ce fichier.
upload-file-password-protected = Ce classeur est protégé par un mot de passe (chiffré) et ne peut donc pas être lu. Supprimez le mot de passe (Fichier › Informations › Protéger le classeur) et envoyez-le à nouveau.
upload-file-corrupt = Ce classeur est endommagé et ne peut pas être ouvert. Veuillez l'enregistrer de nouveau dans Excel et l'envoyer à nouveau.
upload-file-zip-bomb = Une fois décompressé, ce fichier dépasse { $megabytes } Mo, bien plus que n'importe quel modèle ; il a été refusé.
upload-busy = Le serveur est occupé à lire d'autres fichiers. Veuillez envoyer le fichier à nouveau dans { $seconds } s.

upload-settings = Veuillez choisir une devise !
upload-wrong-period = Ce fichier est pour la période { $file }, mais le rapport est pour { $report }.
upload-no-file = Veuillez choisir un fichier.
upload-other-settings = Ce rapport est déjà en cours de saisie en { $currency }, échelle 1/{ $scale } : envoyez-le avec ces paramètres.
upload-wrong-status = Ce rapport ne peut pas être soumis par fichier dans son état actuel ({ $status }).
upload-submitted = Rapport envoyé pour approbation
upload-saved-in-progress = Les valeurs ont été enregistrées ; le rapport reste en cours jusqu'à ce que le client le soumette.

upload-field-sheet-form = feuille « { $sheet } » : formulaire { $form }
upload-field-sheet-form-again = feuille « { $sheet } » : formulaire { $form } (en double)
upload-field-empty-key = (vide)
upload-field-not-a-form = (pas un formulaire de ce rapport : supprimez la feuille)
upload-field-only-sheet = uniquement la feuille « { $sheet } »
upload-field-missing-sheet = (absente) feuille du formulaire { $form }
upload-field-form-sheet = feuille « { $sheet } » (formulaire { $form })
upload-field-cell-key = { $cell } : { $key }
upload-field-cell-key-again = { $cell } : { $key } (en double)
upload-field-no-such-field = (ce champ n'existe pas dans { $form } : supprimez la ligne)
upload-field-only-row = uniquement la ligne { $row }
upload-field-cell-label = { $cell } : « { $label } »
upload-field-label-of-field = « { $label } » ({ $field })
upload-field-missing-field = (absent) { $field }
upload-field-row-with-key = feuille « { $sheet } » : ligne « { $label } » avec la clé { $key }

upload-cell-formula = une formule dans une cellule de saisie : saisissez la valeur elle-même
upload-cell-excel-error = une erreur Excel ({ $error })
upload-cell-yes-or-no = oui ou non attendu

## normalise's reasons (../reports/wizard.ts): English is what it writes, the translations replace it.

upload-reason-digits-only = utilisez uniquement des chiffres, un signe moins au début, des points et des virgules
upload-reason-one-digit = saisissez au moins un chiffre
upload-reason-too-large = le nombre est trop grand
upload-reason-number = nombre attendu
upload-reason-negative = ne peut pas être négatif
upload-reason-at-least = doit être supérieur ou égal à { $min }
upload-reason-at-most = doit être inférieur ou égal à { $max }
upload-reason-date = date attendue (JJ-MM-AAAA, MM-JJ-AAAA ou AAAA-MM-JJ)
upload-reason-boolean = vrai ou faux attendu
upload-reason-text = texte attendu
upload-reason-choice = ne fait pas partie des choix proposés
upload-reason-max-length = { $count ->
      [one] { $count } caractère au maximum
      [many] { $count } de caractères au maximum
     *[other] { $count } caractères au maximum
    }

## The frame of a template workbook: field and form names come from the templates themselves.

template-field = Champ
template-value = Valeur
template-info = { $client } · { $period } · { $currency }, échelle 1/{ $scale }
template-guide = Remplissez uniquement les cellules blanches. Les cellules grises sont calculées lors de l'envoi ou viennent des périodes précédentes. La protection de la feuille n'a pas de mot de passe : c'est un guide, pas un verrou.
template-yes = Oui
template-no = Non

## A numeric field's unit after its value: the form renderer's words for them.

template-unit-count = nombre
template-unit-times = ×
template-unit-days = jours
template-unit-years = ans
template-unit-tonnes = t
template-unit-hectares = ha
template-unit-hours = h
template-unit-score = pts

## E-mails: plain text, the HTML part is made from it.

mail-invitation-subject = Vous êtes invité(e) sur le portail de reporting Ledgerline
mail-invitation-body =
    Bonjour { $name },

    { $inviter } vous invite sur le portail de reporting Ledgerline. Ouvrez ce lien pour accepter l'invitation et compléter votre inscription :

    { $link }

    L'invitation est valable jusqu'au { $date }. Si vous ne souhaitez pas nous rejoindre, vous pouvez la refuser depuis le même lien.
mail-validation-token-subject = Votre code de validation Ledgerline
mail-validation-token-body =
    Bonjour { $name },

    Votre code de validation est :

    { $token }

    Il est valable 10 minutes. Saisissez-le sur la page d'inscription, ou ouvrez ce lien :

    { $link }
mail-reset-code-subject = Votre code de réinitialisation du mot de passe Ledgerline
mail-reset-code-body =
    Bonjour { $name },

    Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Ledgerline. Votre code est :

    { $code }

    Il est valable 30 minutes. Saisissez-le sur la page de réinitialisation :

    { $link }

    Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.
mail-report-reminder-subject = Rappel : { $template }, { $client }, { $period }
mail-report-reminder-body =
    Bonjour { $name },

    Ce rapport attend d'être complété :

    { $template }
    { $client }, { $period }
    À remettre le { $date }

    Ouvrez-le ici :

    { $link }
