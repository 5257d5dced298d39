# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Success
no-data = No data could be found.
required-fields = Please fill in all required fields
field-required = field is required
login-failed = Failed to authenticate
passwords-dont-match = Passwords don't match
reset-token-required = Please fill in the token
reset-code-invalid = The code you entered is not valid. Please try again.
validation-token-invalid = The token you've provided is invalid.
invitation-invalid = This token is invalid.
registration-wrong-token = Wrong token.
user-not-found = No user found.
account-inactive = Your account is currently inactive. Please activate your account in order to log in.
validation-token-expired = The token you've provided has expired. Please ask for a new one.
too-many-attempts = Too many attempts, try again in { $seconds } s
email-invalid = Not a valid e-mail address
