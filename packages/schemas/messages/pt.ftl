# The API's messages for people: the API writes its English `message` from en.ftl, the portal shows
# `messageId` with `params` from the interface language's file (docs/api.md "Errors").

success = Sucesso
no-data = Não foram encontrados dados.
required-fields = Por favor, preencha todos os campos obrigatórios
field-required = o campo é obrigatório
login-failed = Falha na autenticação
passwords-dont-match = As palavras-passe não coincidem
reset-token-required = Por favor, introduza o código
reset-code-invalid = O código introduzido não é válido. Tente novamente.
validation-token-invalid = O código fornecido não é válido.
invitation-invalid = Este convite não é válido.
registration-wrong-token = Código errado.
user-not-found = Nenhum utilizador encontrado.
account-inactive = A sua conta está inativa. Ative a sua conta para poder iniciar sessão.
validation-token-expired = O token fornecido expirou. Peça um novo.
too-many-attempts = Demasiadas tentativas, tente novamente dentro de { $seconds } s
email-invalid = Endereço de e-mail inválido
