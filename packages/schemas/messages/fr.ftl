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
