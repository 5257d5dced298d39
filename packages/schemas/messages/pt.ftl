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
user-email-taken = Já existe um utilizador com este endereço de e-mail
user-own-roles = Não pode alterar as suas próprias funções
user-has-account = Este utilizador já tem uma conta
user-created-invitation-not-sent = O utilizador foi criado, mas não foi possível enviar o convite; tente convidá-lo novamente
invitation-not-sent = Não foi possível enviar o convite; tente novamente mais tarde
user-delete-self = Não pode eliminar o seu próprio utilizador
language-unknown = Idioma desconhecido
role-unknown = Função desconhecida { $role }
roles-client-or-provider = Um utilizador tem funções de cliente ou funções de prestador, não ambas
roles-client-only = Só pode atribuir funções de cliente
user-clients-required = Selecione os clientes deste utilizador
user-regions-required = Selecione as regiões deste utilizador
client-unknown = Cliente desconhecido
region-unknown = Região desconhecida
account-email-taken = Já existe uma conta com este endereço de e-mail
client-remove-name-mismatch = Não foi possível remover { $name }: o nome não corresponde
client-remove-confirm-name = Escreva o nome do cliente para confirmar
financial-periods-empty = Indique pelo menos um período financeiro; uma lista vazia removê-los-ia todos
period-start-not-date = Não é uma data: { $value } (uma data escreve-se aaaammdd, p. ex. 20240101)
period-end-not-date = Não é uma data: { $value } (uma data escreve-se aaaammdd, p. ex. 20241231)
period-first-day = Um período começa no primeiro dia de um mês
period-last-day = Um período termina no último dia de um mês
period-length = Um período financeiro dura de 1 a 24 meses
period-months-mismatch = De { $start } a { $end } são { $months } meses, não { $given }
period-year-taken = Dois períodos terminam em { $year }
one-of = Um de: { $choices }
month-invalid = Um mês no formato aaaamm, p. ex. 202401
year-range = Um ano de 1800 a { $year }
day-of-year-invalid = Não é um dia do ano
top-date-after-bottom = A data superior é posterior à data inferior
country-unknown = País desconhecido
language-unknown-choices = Idioma desconhecido { $language }; um de { $languages }
users-form-invalid = Formulário inválido, reveja-o
no-client = Nenhum cliente
admin-clients-form-invalid = Formulário inválido, revise-o
admin-clients-save-failed = Falha ao salvar
admin-clients-period-start-required = O início do exercício é obrigatório
admin-clients-period-end-required = O fim do exercício é obrigatório
admin-clients-period-start-before-end = O início do exercício deve vir antes do fim
admin-clients-period-end-after-start = O fim do exercício deve vir depois do início
admin-clients-period-not-following = O início do exercício { $start } não segue o fim do exercício anterior { $previousEnd }
admin-clients-currency-invalid = Um código de moeda de três letras, p. ex. USD
rate-file-empty = O ficheiro está vazio.
rate-file-too-large = O ficheiro tem mais de { $kilobytes } KB.
rate-file-not-spreadsheet = O ficheiro não é um ficheiro CSV nem um livro do Excel (.xlsx).
rate-file-legacy-xls = Este é um livro do Excel 97-2003 (.xls): guarde-o como Livro do Excel (.xlsx) ou como CSV.
rate-file-password-protected = Este livro está protegido por palavra-passe: remova a palavra-passe e carregue-o novamente.
rate-file-corrupt = Este livro está danificado e não pode ser aberto: guarde-o novamente no Excel.
rate-file-zip-bomb = Depois de descompactado, este ficheiro ocupa muito mais do que qualquer livro de taxas de câmbio; foi recusado.
rate-file-not-base64 = O conteúdo do ficheiro não é base64 válido.
rate-month-format = O mês deve escrever-se AAAA-MM, p. ex. 2025-03.
rate-month-too-early = Não são aceites meses anteriores a { $year }.
rate-month-future = { $month } está no futuro: só são guardadas taxas de meses passados.
rate-file-no-rates = O ficheiro não tem taxas: acrescente uma linha por moeda abaixo do cabeçalho.
rate-file-too-many-rates = O ficheiro tem { $count } taxas; são aceites no máximo { $max }.
rate-file-problems = O ficheiro tem { $count ->
        [one] 1 problema
       *[other] { $count } problemas
    }; nada foi guardado.
rate-row-header = Linha { $row }: a primeira linha deve ser o cabeçalho currency,rate (ou pair,rate)
rate-row-columns = Linha { $row }: esperavam-se 2 colunas ({ $column }, rate), mas há { $count }
rate-row-currency = Linha { $row }: a moeda deve ser um código de 3 letras maiúsculas, p. ex. PEN (encontrado: «{ $found }»)
rate-row-currency-empty = Linha { $row }: a moeda deve ser um código de 3 letras maiúsculas, p. ex. PEN (célula vazia)
rate-row-pair = Linha { $row }: o par deve ser USD seguido de um código de moeda em maiúsculas, p. ex. USDPEN (encontrado: «{ $found }»)
rate-row-pair-empty = Linha { $row }: o par deve ser USD seguido de um código de moeda em maiúsculas, p. ex. USDPEN (célula vazia)
rate-row-rate = Linha { $row }: a taxa deve ser um número positivo, p. ex. 3.75 (encontrado: «{ $found }»)
rate-row-decimals = Linha { $row }: a taxa tem mais de { $max } casas decimais
rate-row-duplicate = Linha { $row }: { $currency } já consta da linha { $firstRow }
rate-row-base = Linha { $row }: USD é a moeda de base; a sua taxa deve ser 1
no-report = Nenhum relatório encontrado.
remind-wrong-status = Não é possível enviar um lembrete: o relatório está { $status ->
        [created] criado
        [overdue] em atraso
        [in_progress] em curso
        [submitted] submetido
        [in_review] em revisão
        [rejected] rejeitado
        [approved] aprovado
       *[other] { $status }
    }
remind-no-users = { $client } não tem utilizadores ativos a quem enviar um lembrete
remind-sent-this-hour = Já foi enviado um lembrete deste relatório nesta hora
remind-mail-failed = Não foi possível enviar o e-mail ({ $sent } de { $total } enviados)
no-investment = Nenhum investimento encontrado.
no-covenant = Nenhum covenant encontrado.
no-waiver = Nenhuma dispensa encontrada.
periodicity-invalid = A periodicidade dos relatórios deve ser uma de { $choices }
investment-invalid = Investimento inválido
covenant-not-in-catalogue = Este covenant não consta do catálogo.
covenant-archived-not-addable = Este covenant está arquivado desde { $date } e já não pode ser acrescentado a um investimento.
covenant-wrong-client-type = Este covenant destina-se a clientes { $covenantType }, não { $clientType }.
covenant-already-applied = Este covenant já está aplicado a este investimento.
covenant-central-mismatch = O covenant não corresponde ao covenant central indicado.
value-required = é obrigatório
must-be-one-of = deve ser um de { $choices }
must-be-date = deve ser uma data no formato aaaammdd, p. ex. 20240131
covenant-not-of-catalogue = não é um covenant do catálogo
covenant-not-for-client-type = não é um covenant para clientes { $clientType }
covenant-must-differ = deve ser um covenant diferente daquele que substitui
covenant-archived-not-choosable = está arquivado desde { $date } e já não pode ser escolhido
covenant-internal-name-taken = Outro covenant já tem este nome interno
date-expected = é esperada uma data no formato AAAAMMDD
investment-covenant-form-invalid = Formulário de covenant inválido! Preencha todos os valores obrigatórios!
investment-waiver-form-invalid = Formulário de waiver inválido! Preencha todos os valores obrigatórios!
central-covenants-invalid = Valores inválidos, reveja o formulário
export-field-type-choose = Escolha moeda, percentual ou numérico.
export-currency-choose = Escolha uma moeda (3 letras, p. ex. EUR).
export-months-required = Escolha pelo menos um mês.
export-months-invalid = Os períodos são meses (AAAAMM) de 2000 até este ano.
export-reports-calendar-only = A exportação de relatórios abrange apenas períodos civis.
report-status-unknown = Estado de relatório desconhecido.
report-template-unknown = Modelo de relatório desconhecido.
due-date-invalid = As datas-limite são datas (AAAAMMDD).
due-dates-order = A data-limite inicial deve ser pelo menos um dia anterior à data-limite final.
client-status-unknown = Estado de cliente desconhecido.
export-investments-calendar-only = Os investimentos são exportados por meses civis.
reporting-frequency-unknown = A frequência dos relatórios é mensal, trimestral ou não exigida.
export-type-unknown = O tipo de exportação é CLIENT, REGION/COUNTRY ou FUNDS.
summary-type-unknown = O tipo de resumo é SUM ou AVG.
currencies-invalid = As moedas são códigos de três letras, p. ex. USD.
period-type-unknown = O tipo de período é c (civil) ou f (financeiro).
export-periods-invalid = Os períodos são meses (AAAAMM ou AAAAMMDD) ou anos (AAAAMM00) de { $year } até este ano, no máximo 36.
form-config-unknown = Configuração de formulário desconhecida.
reporting-scale-unknown = A escala dos relatórios é 1, 10, 100, 1000, 10000 ou 100000.
export-too-many-columns = Uma folha tem no máximo { $max } colunas: escolha menos clientes ou períodos.
exports-exchange-incomplete = Por favor, preencha todas as informações.
export-factsheet-fill-in-all = Por favor, preencha todas as informações.
export-reports-period-required = Por favor, preencha todas as informações obrigatórias (Período).
export-investments-period-required = Por favor, preencha todas as informações obrigatórias (Período).
report-reason-no-client = esse cliente não existe
report-create-no-client = Não foi possível criar o relatório: esse cliente não existe
report-reason-no-template = esse modelo de relatório não existe
report-create-no-template = Não foi possível criar o relatório: esse modelo de relatório não existe
report-reason-wrong-client-type = { $template } não é um modelo para clientes { $clientType }
report-create-wrong-client-type = Não foi possível criar o relatório: { $template } não é um modelo para clientes { $clientType }
report-reason-period-not-date = o período deve ser uma data (aaaammdd)
report-create-period-not-date = Não foi possível criar o relatório: o período deve ser uma data (aaaammdd)
report-reason-period-not-month-end = o período deve ser o último dia de um mês
report-create-period-not-month-end = Não foi possível criar o relatório: o período deve ser o último dia de um mês
report-reason-period-future = o período está no futuro
report-create-period-future = Não foi possível criar o relatório: o período está no futuro
report-reason-not-quarter-end = os relatórios trimestrais referem-se aos fins de trimestre, não a { $period }
report-create-not-quarter-end = Não foi possível criar o relatório: os relatórios trimestrais referem-se aos fins de trimestre, não a { $period }
report-reason-not-year-end = os relatórios anuais referem-se ao fim do exercício financeiro, não a { $period }
report-create-not-year-end = Não foi possível criar o relatório: os relatórios anuais referem-se ao fim do exercício financeiro, não a { $period }
report-exists = Não foi possível criar o relatório: { $template } de { $period } já existe para { $client }
report-delete-not-found = Não foi possível eliminar o relatório: esse relatório não existe
report-reopen-mismatch = Não foi possível reabrir o relatório: o cliente ou o período não correspondem ao relatório
report-status-unknown-choices = Estado desconhecido { $status }; um de { $statuses }
report-status-field-unknown = Estado desconhecido
notes-incomplete = Cada nota precisa de um formulário, um campo e um texto
note-incomplete = Uma nota precisa de um formulário, um campo e um texto
no-note = Nenhuma nota encontrada.
settings-required = Selecione uma moeda!
report-cannot = Não é possível { $action ->
        [wizardStartSubmission] iniciar a submissão
        [wizardSubmit] submeter
        [wizardReStartSubmission] reiniciar a submissão
        [wizardStartReview] iniciar a revisão
        [wizardApprove] aprovar
        [wizardReject] rejeitar
        [reopenReportInstance] reabrir
        [updateReportingStatus] alterar o estado
        [excelUploadUndo] anular o carregamento
       *[other] continuar
    }: o relatório está { $status ->
        [created] criado
        [overdue] em atraso
        [in_progress] em curso
        [submitted] submetido
        [in_review] em revisão
        [rejected] rejeitado
        [approved] aprovado
        [deleted] eliminado
       *[other] { $status }
    }
report-changed = O relatório foi alterado ao mesmo tempo: está agora { $status ->
        [created] criado
        [overdue] em atraso
        [in_progress] em curso
        [submitted] submetido
        [in_review] em revisão
        [rejected] rejeitado
        [approved] aprovado
        [deleted] eliminado
       *[other] { $status }
    }. Recarregue-o.
report-changed-by = O relatório foi alterado ao mesmo tempo por { $user }: está agora { $status ->
        [created] criado
        [overdue] em atraso
        [in_progress] em curso
        [submitted] submetido
        [in_review] em revisão
        [rejected] rejeitado
        [approved] aprovado
        [deleted] eliminado
       *[other] { $status }
    }. Recarregue-o.
template-kind-invalid = o tipo deve ser formulário ou relatório
template-key-invalid = a chave deve ser um nome em camelCase, de letras e algarismos, a começar por uma letra minúscula
template-config-not-object = a configuração deve ser um objeto JSON
template-config-key-mismatch = a chave da configuração deve ser { $key }
template-config-too-large = a configuração deve ter menos de 2 MB
template-changed-by = Alterado por { $name } em { $at }; recarregue para ver as alterações
template-changed-meanwhile = Alterado entretanto; recarregue para ver as alterações
template-draft-gone = O rascunho foi publicado ou descartado entretanto; recarregue para ver a versão atual
template-no-draft = Não existe rascunho { $kind ->
        [form] do formulário
       *[report] do relatório
    } { $key }
template-no-version = Não existe a versão { $version } { $kind ->
        [form] do formulário
       *[report] do relatório
    } { $key }
template-publish-has-problems = { $kind ->
        [form] O formulário
       *[report] O relatório
    } { $key } não pode ser publicado: corrija primeiro os problemas
template-version-taken = A versão { $version } { $kind ->
        [form] do formulário
       *[report] do relatório
    } { $key } foi publicada entretanto; recarregue
template-draft-form-invalid = O rascunho do formulário { $key } não é uma configuração de formulário válida; verifique-o primeiro
template-preview-numeric-not-date = o período deve ser uma data (aaaammdd)
template-preview-no-client = Nenhum cliente encontrado
template-step-form-unknown = nenhum formulário publicado tem a chave «{ $formKey }»
template-step-client-types-outside = os tipos de cliente do passo devem estar incluídos nos do relatório; { $clientTypes } não está
template-step-form-not-for-clients = o formulário «{ $formKey }» não é um formulário para clientes { $clientTypes }
