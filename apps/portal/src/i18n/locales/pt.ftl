# Ledgerline portal — português

## Common

home = Início
loading = A carregar
language = Idioma
interface-language = Idioma da interface
actions = Ações
accept = Aceitar
decline = Recusar
cancel = Cancelar
submit = Enviar
validate = Validar
retry = Tentar novamente
go-back = Voltar
not-found = 404 Não encontrado
not-found-detail = Não existe nenhuma página neste endereço.
screen-load-failed = Não foi possível carregar esta página. A ligação pode ter caído, ou há uma nova versão do Ledgerline.
screen-reload = Recarregar

## Session

session-checking = A verificar a sua sessão…
session-check-failed = Erro! { $message }
essentials-loading = A carregar o portal…

## Login

login-title = Iniciar sessão
login-username = Utilizador ou e-mail
login-next = Seguinte
login-password = Palavra-passe
login-submit = Entrar
login-forgot = Esqueceu-se da palavra-passe
login-change-user = Alterar
login-sso-redirect = A redirecionar para o início de sessão único…
login-token-redirect = Sessão iniciada. A abrir o portal…
back-to-login = Voltar ao início de sessão

## Passwords

password = Palavra-passe
password-retype = Repita a palavra-passe
password-min-length = o comprimento mínimo é 6
password-max-length = o comprimento máximo é 33
password-too-weak = a palavra-passe é demasiado fraca
password-strength = Força da palavra-passe
password-strength-level = Força da palavra-passe: { $level }
strength-bad = Má
strength-weak = Fraca
strength-ok = Razoável
strength-good = Boa
strength-strong = Forte

## Password reset

reset-title = Redefinir a palavra-passe
reset-step-email = E-mail
reset-step-code = Código
reset-step-password = Nova palavra-passe
reset-step-done = Concluído
reset-email-intro = Introduza o e-mail da sua conta. Enviar-lhe-emos um código.
reset-email = E-mail
reset-send = Enviar
reset-send-failed = Não foi possível enviar o código.
reset-code-intro = Introduza o código que enviámos para { $email }.
reset-code = Código
reset-validate = Validar
reset-password-intro = Escolha a sua nova palavra-passe.
reset-save = Alterar palavra-passe
reset-change-failed = Não foi possível alterar a palavra-passe.
reset-done-text = A sua palavra-passe foi alterada.
reset-login = Iniciar sessão

## Invitation and registration

invitation-title = Convite
invitation-welcome = Bem-vindo/a { $name }
invitation-verify-email = Antes de aderir, precisamos de verificar o seu endereço de e-mail, { $email }.
invitation-question = Aceita aderir ao portal?
invitation-sending-token = A enviar o código de validação.
invitation-token-failed = Não foi possível enviar o código de validação.
invitation-token-intro = Enviámos um código de validação para { $email }. Introduza-o abaixo.
invitation-token = Código de validação
invitation-token-notice = O código só é válido durante 10 minutos.
validating = A validar
decline-question = Porque recusa o convite?
decline-reason = Motivo
decline-go-back = Voltar
decline-failed = Não foi possível enviar a sua resposta.
decline-thanks = Obrigado pelo seu comentário.
registration-title = Registo
registration-intro = Preencha ou atualize os seguintes dados.
registration-complete = Concluir o registo
registration-failed = Não foi possível concluir o registo.
first-name = Nome próprio
last-name = Apelido
address = Morada
address-country = País
address-state = Estado / província
address-city = Cidade
address-postalcode = Código postal
address-street = Rua
address-nr = Número
address-box = Caixa
address-additional = Complemento
communication = Contactos
communication-type = Tipo
communication-type-placeholder = p. ex. Telefone
communication-value = Valor
communication-add = Adicionar contacto
communication-save = Guardar contacto
communication-edit = Editar { $type }
communication-delete = Eliminar { $type }

## Shell

main-navigation = Navegação principal
skip-to-main = Saltar para o conteúdo principal
menu-keys-hint = Percorra o menu com as setas para cima e para baixo; Enter abre um grupo ou uma entrada, Home e End levam à primeira e à última entrada.
brand-home = { $name }, página inicial
nav-collapse = Recolher a navegação
nav-expand = Expandir a navegação
contacts = Contactos
client-switcher = Clientes
client-switcher-choose = Escolher um cliente
client-switcher-current = Cliente: { $name }
client-search = Pesquisar clientes
client-search-results = Resultados da pesquisa
recent-clients = Clientes recentes
my-dashboard = O meu painel
more-clients = Mais clientes
currency-menu = Moeda: { $currency }
language-menu = Idioma: { $language }
user-menu = Utilizador: { $name }
logout = Terminar sessão
client-inactive = Este cliente está atualmente inativo.
client-not-found-detail = Neste endereço não há nenhum cliente que você possa abrir.
client-not-found-home = Ir para a minha página inicial
client-load-failed = Não foi possível carregar o cliente.

## Menus

menu-dashboard = Painel
menu-investments = Investimentos
menu-investments-mfi = IMF/Banco
menu-investments-agro = Agro
menu-reports = Relatórios
menu-reports-all = Todos os relatórios
menu-reporting = Relatórios
menu-clients = Clientes
menu-export = Exportar
menu-export-factsheet = Ficha resumo
menu-export-reports = Relatórios
menu-export-investments = Investimentos
menu-export-covenants = Covenants
menu-admin = Administração
menu-admin-clients = Clientes
menu-admin-users = Utilizadores
menu-admin-audits = Auditorias
menu-admin-exchangerates = Taxas de câmbio
menu-admin-reports = Relatórios
menu-admin-covenants = Covenants
menu-admin-covenants-mfi = Covenants IMF/Banco
menu-admin-covenants-agro = Covenants Agro
menu-category-organisation = Organização
menu-category-financial = Financeiro
menu-category-social = Social
menu-category-statistics = Estatísticas
menu-financial-periods = Exercícios financeiros
menu-data = Dados

## Home

home-welcome = Bem-vindo/a, { $name }.

## Reporting (spec 2)

status-created = Criado
status-overdue = Atrasado
status-in-progress = Em andamento
status-submitted = Enviado
status-in-review = Em revisão
status-rejected = Rejeitado
status-approved = Aprovado
status-unknown = —
reports-col-client = Cliente
reports-col-template = Modelo
reports-col-due = Prazo
reports-col-period = Período
reports-col-status = Estado
reports-col-reported-by = Reportado por
reports-col-audited-by = Auditado por
reports-col-last-updated = Última atualização
reports-filter = Filtrar relatórios
no-data-found = Nenhum dado foi encontrado.
create-report = Criar relatório
create-report-client = Cliente
create-report-template = Modelo de relatório
create-report-period = Período
create-report-required = Este campo é obrigatório.
create-report-created = Relatório { $template } criado para { $period } para { $client }
create-report-failed-title = Falha ao criar o relatório
create-report-failed = Falha ao criar o relatório: { $message }
save = Salvar
settings-change = Alterar configurações
settings-currency = Moeda
settings-scale = Escala
start-title = Envio de { $title }
start-step-settings = Passo 1: verificar a configuração
start-step-previous = Passo 2: rever os relatórios anteriores em aberto
start-previous-open =
    { $n ->
        [one] { $n } relatório anterior ainda está em aberto
       *[other] { $n } relatórios anteriores ainda estão em aberto
    }
start-no-previous-open = Nenhum relatório anterior está em aberto.
start-reporting = Iniciar o reporte
start-file-based = Envio por arquivo
start-file-based-text = Baixe o modelo Excel do relatório, preencha-o e envie-o; ele é verificado antes de qualquer coisa ser gravada.
start-download-template = Baixar modelo
start-manual = Envio manual
start-manual-text = Preencha o relatório passo a passo no navegador.
start-submission = Iniciar envio
start-submission-file = Iniciar envio com o arquivo
start-submission-manual = Iniciar envio no navegador
start-preview = Pré-visualizar
audit-start-title = Iniciar a auditoria de { $title }
audit-start-text = O relatório enviado por { $name } está pronto para ser auditado
audit-start = Iniciar auditoria
audit-view-only = Ver, sem auditar
wizard-load-failed = Não foi possível carregar o relatório.
wizard-not-found = Não existe esse relatório para este período.
wizard-client-status = Estado do cliente: { $status }
wizard-no-steps = Este relatório não tem passos.
wizard-steps-label = Passos do relatório
wizard-reporting-in = Reportando em { $currency }, escala 1/{ $scale }
wizard-last-step = Todos os passos foram preenchidos. Clique em Concluir.
wizard-previous = Anterior
wizard-next = Próximo
wizard-finish = Concluir
wizard-skip-to-actions = Ir para os botões deste passo (Ctrl+Enter)
wizard-saving = Salvando alterações em { $step }
wizard-saved = Alterações salvas em { $step }
wizard-save-failed = Falha ao salvar as alterações em { $step }
wizard-save-conflicts = Outra pessoa alterou estes campos de { $step } entretanto; os valores dela foram mantidos
wizard-edit-contents = Editar conteúdo
wizard-restart = Retomar o envio
wizard-rejected-because = Este relatório foi rejeitado: { $reason }
wizard-failed-perform = Falha ao executar
final-submit-title = Pronto para enviar para aprovação!
final-submit = Enviar para aprovação
final-one-more-look = Rever mais uma vez
final-submit-later = Salvar e enviar depois
final-submit-failed = Falha ao enviar
final-audit-title = Pronto para compartilhar o resultado da sua auditoria!
final-approve = Aprovar
final-reject = Rejeitar
final-viewed = Você viu todos os passos deste relatório.
final-back = Voltar aos relatórios
reject-title = Rejeitar o relatório
reject-reason = Motivo da rejeição
workflow-submitted = Relatório enviado para aprovação
workflow-approved = Relatório aprovado.
workflow-rejected = Relatório rejeitado.
client-status-active = Ativo
client-status-inactive = Inativo
client-status-workout = Em reestruturação

## File-based submission

upload-choose = Clique ou arraste aqui um modelo preenchido
upload-hint = Um único arquivo .xls ou .xlsx, com menos de 3 MB.
upload-select-file = Selecione um arquivo.
upload-invalid-type = Tipo de arquivo inválido. Somente .xls e .xlsx são permitidos.
upload-too-large = O tamanho do arquivo deve ser inferior a 3 MB.
upload-progress = Progresso do envio
upload-sending = Enviando o arquivo…
upload-checking = Verificando o arquivo…
upload-submitted = O arquivo foi aceito e o relatório enviado para aprovação.
upload-failed = Falha ao criar o relatório!
upload-view-errors = (Ver detalhes dos erros)
upload-network-failed = Não foi possível enviar o arquivo: o servidor não respondeu. Verifique sua conexão e tente novamente.
upload-refused = O servidor recusou o arquivo (erro { $status }).
upload-errors-title = Detalhes dos erros de validação
upload-errors-fields = CAMPOS
upload-errors-values = VALORES
upload-errors-incorrect = Incorreto
upload-errors-correct = Correto
upload-errors-field = Campo
upload-errors-incorrect-value = Valor incorreto
upload-errors-cell = Célula
upload-errors-reason = Problema
upload-errors-no-fields = Todos os campos do arquivo são conhecidos.
upload-errors-no-values = Todos os valores do arquivo puderam ser lidos.
upload-outdated-title = Modelo desatualizado detectado
upload-outdated-text = O modelo que você enviou parece estar desatualizado. Certifique-se de usar a versão mais recente para evitar perda de dados ou imprecisões.
upload-outdated-forms = Formulários feitos com um modelo anterior:
upload-outdated-form = { $form }: versão { $uploaded } no arquivo, { $current } atualmente
upload-outdated-form-unversioned = { $form }: sem versão no arquivo, { $current } atualmente
upload-outdated-proceed = Prosseguir
upload-outdated-back = Voltar
template-failed = Falha ao baixar o modelo!
template-try-again = Tente novamente.
template-processing-failed = Ocorreu um erro ao processar o download do arquivo. Tente novamente.

## Dashboards

dashboard-summaries = Números-chave
dashboard-percent = por cento
dashboard-failed = Não foi possível carregar o painel
dashboard-no-summaries = Ainda não há números para este cliente.
dashboard-reports = Relatórios
dashboard-more = Mais
dashboard-charts = Gráficos
dashboard-latest-reports = Últimos relatórios
dashboard-clients = Clientes
dashboard-client-name = Cliente
dashboard-client-type = Tipo
dashboard-client-status = Estado
dashboard-client-currency = Moeda
chart-show-table = Mostrar como tabela
chart-show-chart = Mostrar como gráfico
chart-table-period = Período
chart-table-value = Valor
chart-table-value-currency = Valor ({ $currency })

## Form data

period-picker = Períodos
period-type = Tipo de calendário
period-type-financial = Calendário financeiro
period-type-calendar = Calendário
period-chosen =
    { $count ->
        [one] { $count } período escolhido de { $max }
       *[other] { $count } períodos escolhidos de { $max }
    }
period-no-data = Sem dados
period-financial-year = Exercício { $year }
period-calendar-year = { $year }
period-quarter = { $number }.º trimestre
period-unavailable = Não há dados para este mês
form-data-field = Campo
form-data-table = Valores por período
form-data-failed = Não foi possível carregar os dados
form-data-no-form = Este formulário não existe.
form-data-currency = Valores em { $currency }
form-data-choose = Escolha até três períodos acima.
periods-col-year = Exercício
periods-col-start = Início
periods-col-end = Fim
periods-col-months = Meses

## Wizard notes

notes-open = Notas
notes-title = Notas deste relatório
notes-empty = Ainda não há notas.
notes-by = { $name }, { $at }
note-resolve = Resolver
note-resolve-label = Marcar a nota «{ $text }» como resolvida
note-resolved-by = Resolvida por { $name }, { $at }
note-resolve-failed = Não foi possível resolver a nota
notes-rejected-by = Rejeitado por { $name } em { $at }
notes-no-reason = Nenhum motivo foi indicado.
notes-go-to-field = Ir para o campo
notes-jump = Ir para { $field }
notes-marker-legend =
    { $n ->
        [one] { $n } campo desta etapa tem notas
       *[other] { $n } campos desta etapa têm notas
    }
note-add = Adicionar uma nota
note-add-title = Adicionar uma nota a um campo
note-field = Campo
note-text = Nota
note-field-required = Escolha um campo.
note-text-required = Escreva a nota.
note-added = Nota adicionada em { $field }
note-add-failed = Falha ao adicionar a nota
reject-notes = Notas sobre campos (opcional)
reject-note-add = Adicionar a nota
reject-note-remove = Remover a nota de { $field }
reject-note-pending = Adicione esta nota ou apague-a antes de rejeitar.
wizard-covenants-failed = Não foi possível carregar os limites dos covenants: as violações não são verificadas nesta página.

## Report admin

reports-col-actions = Ações
reports-load-failed = Não foi possível carregar os relatórios.
report-admin-add = Adicionar relatório
report-admin-delete = Excluir relatório
report-admin-delete-title = Excluir este relatório?
report-admin-delete-text = { $name } será excluído.
report-admin-delete-data-title = Excluir também os dados dos formulários?
report-admin-delete-data-text = Os números enviados com este relatório podem ser mantidos (continuam nas páginas de dados e nas exportações) ou excluídos com ele.
report-admin-keep-data = Manter os dados
report-admin-delete-data = Excluir também os dados
report-admin-deleted = Relatório { $name } excluído
report-admin-delete-failed = Falha ao excluir o relatório: { $message }
report-admin-reopen = Reabrir relatório
report-admin-reopen-title = Reabrir este relatório?
report-admin-reopen-text = { $name } volta a em andamento; a auditoria é apagada e os dados são mantidos.
report-admin-reopened = Relatório { $name } reaberto
report-admin-reopen-failed = Falha ao reabrir o relatório: { $message }

## Investimentos, covenants e waivers (especificação 3)

investments-tile-mfi = Investimentos IMF/Banco
investments-tile-mfi-text = Investimentos em instituições de microfinanças e bancos
investments-tile-agro = Investimentos agro
investments-tile-agro-text = Investimentos em empresas agrícolas
investments-filter = Filtrar investimentos
investments-tab-open = Investimentos em aberto
investments-tab-closed = Investimentos encerrados
investments-col-tm1 = Id TM1
investments-col-client = Cliente
investments-col-country = País
investments-col-fund = Fundo
investments-col-product = Produto
investments-col-currency = Moeda
investments-col-outstanding = Saldo devedor
investments-col-first-disbursement = Primeiro desembolso
investments-col-last-reported = Último mês reportado
investments-col-final-maturity = Vencimento final
investments-col-ended-at = Encerrado em
investments-col-periodicity = Periodicidade de reporte
investments-col-covenants = Covenants
investments-empty = Nenhum investimento
investments-load-failed = Não foi possível carregar os investimentos.
investment-back = Voltar aos investimentos
investment-loading = Carregando o investimento…
investment-load-failed = Não foi possível carregar o investimento.
investment-not-found = Este investimento não existe.
investment-not-found-detail = Talvez tenha sido removido, ou o endereço está errado.
investment-forbidden = Você não tem acesso a este investimento.
investment-forbidden-detail = Ele pertence a um cliente fora do seu escopo.
investment-title = Investimento { $id }, { $client }
investment-state-open = Em aberto
investment-state-closed = Encerrado
investment-not-ended = Não encerrado
investment-never-reported = Ainda não reportado
investment-managers = Gestores de investimento
investment-manager-since = { $name } (desde { $from })
investment-manager-ended = { $name } (de { $from } a { $to })
investment-periodicity-monthly = Mensal
investment-periodicity-quarterly = Trimestral
investment-periodicity-not-required = Não exigida
investment-periodicity-save = Salvar a periodicidade de reporte
investment-periodicity-confirm = Tem certeza de que deseja alterar a periodicidade de reporte deste investimento?
investment-periodicity-confirm-detail = Ela passará de “{ $from }” para “{ $to }”.
investment-periodicity-change = Alterar
investment-periodicity-saved = A periodicidade de reporte agora é “{ $periodicity }”.
investment-periodicity-failed = Não foi possível alterar a periodicidade de reporte
investment-covenants-title = Covenants
investment-covenants-empty = Nenhum covenant
investment-covenant-add-label = Adicionar um covenant
investment-covenant-search-placeholder = Pesquisar covenants
investment-covenant-search-none = Nenhum covenant corresponde
investment-covenant-add = Adicionar
investment-covenant-col-name = Covenant
investment-covenant-col-type = Tipo de campo
investment-covenant-col-min = Mínimo
investment-covenant-col-max = Máximo
investment-covenant-col-alert = Limite de alerta
investment-covenant-col-waivers = Waivers
investment-covenant-type-currency = Monetário
investment-covenant-type-percentual = Percentual
investment-covenant-type-numeric = Numérico
investment-limit-none = sem limite
investment-covenant-guide = Sobre { $name }
investment-covenant-archived = Arquivado a partir de { $date }: continua ativo para este cliente, mas não está mais disponível para novos investimentos.
investment-covenant-edit = Editar covenant
investment-covenant-edit-named = Editar { $name }
investment-covenant-delete = Excluir covenant
investment-covenant-delete-named = Excluir { $name }
investment-covenant-delete-confirm = Tem certeza de que deseja excluir este covenant?
investment-delete = Excluir
investment-covenant-form-title = Covenant: { $name }
investment-covenant-form-new-title = Novo covenant: { $name }
investment-covenant-min = Mínimo
investment-covenant-max = Máximo
investment-covenant-alert = Limite de alerta
investment-number-invalid = Digite um número: algarismos, sinal de menos, pontos e vírgulas.
investment-range-min-above-max = O mínimo não pode ser maior que o máximo.
investment-alert-negative = O limite de alerta não pode ser negativo.
investment-covenant-saved = Covenant { $name } salvo
investment-covenant-deleted = Covenant { $name } excluído
investment-covenant-add-failed = Não foi possível adicionar o covenant: { $message }
investment-covenant-save-failed = Não foi possível salvar o covenant { $name }: { $message }
investment-covenant-delete-failed = Não foi possível excluir o covenant { $name }: { $message }
investment-covenant-call-failed-unknown = o servidor não informou o motivo
investment-covenant-errors-title = Algumas alterações de covenants falharam:
investment-covenant-errors-dismiss = Dispensar os erros de covenants
investment-waivers-of = Waivers de { $name }
investment-waivers-empty = Nenhum waiver
investment-waiver-add = Adicionar waiver
investment-waiver-col-type = Tipo
investment-waiver-col-start = Início
investment-waiver-col-end = Fim
investment-waiver-col-replacement = Covenant substituto
investment-waiver-type-disable = Desativar
investment-waiver-type-replace = Substituir
investment-waiver-type-alter = Alterar
investment-waiver-in-effect = Em vigor
investment-waiver-edit = Editar waiver
investment-waiver-edit-named = Editar waiver { $waiver }
investment-waiver-delete = Excluir waiver
investment-waiver-delete-named = Excluir waiver { $waiver }
investment-waiver-delete-confirm = Tem certeza de que deseja excluir este waiver?
investment-waiver-form-new-title = Novo waiver para { $name }
investment-waiver-form-edit-title = Waiver de { $name }
investment-waiver-type = Tipo de waiver
investment-waiver-start = Data de início
investment-waiver-end = Data de fim
investment-date-input-hint = Digite as datas como DD-MM-AAAA, MM-DD-AAAA ou AAAA-MM-DD, ou escolha-as no calendário.
investment-waiver-replacement = Covenant substituto
investment-waiver-start-after-end = A data de início não pode ser posterior à data de fim.
investment-waiver-saved = Waiver de { $name } salvo
investment-waiver-deleted = Waiver de { $name } excluído
investment-waiver-save-failed = Não foi possível salvar o waiver de { $name }: { $message }
investment-waiver-delete-failed = Não foi possível excluir o waiver de { $name }: { $message }
investment-waived-until = suspenso até { $date }
investment-waiver-applies-until = vale até { $date }
investment-waiver-note-disable = Desativado até { $date }
investment-waiver-note-replace = Substituído por { $name } até { $date }
investment-waiver-note-alter = Alterado até { $date }

## Covenant monitor
menu-covenant-monitor = Monitor de covenants
covenant-monitor-title = Monitor de covenants
covenant-monitor-intro = Todos os covenants dos investimentos vigentes que você acompanha, testados no último período informado do cliente (números aprovados primeiro), os mais graves primeiro.
covenant-monitor-filters = Filtros
covenant-monitor-filter-status = Status
covenant-monitor-filter-client-type = Tipo de cliente
covenant-monitor-filter-region = Região
covenant-monitor-filter-fund = Fundo
covenant-monitor-filter-all = Todos
covenant-monitor-clear-filters = Limpar filtros
covenant-monitor-client-type-mfi = IMF
covenant-monitor-client-type-bank = Banco
covenant-monitor-client-type-agro = Agro
covenant-monitor-col-client = Cliente
covenant-monitor-col-investment = Investimento (id TM1)
covenant-monitor-col-covenant = Covenant
covenant-monitor-col-period = Período
covenant-monitor-col-value = Valor
covenant-monitor-col-limits = Limites
covenant-monitor-col-alert = Alerta
covenant-monitor-col-status = Status
covenant-monitor-col-headroom = Margem
covenant-monitor-col-trend = Tendência
covenant-monitor-status-breached = Descumprido
covenant-monitor-status-alerted = Alerta
covenant-monitor-status-unknown = Sem valor
covenant-monitor-status-waived = Dispensado
covenant-monitor-status-ok = Cumprido
covenant-monitor-waiver-disable = Desativado até { $date }
covenant-monitor-waiver-replace = Substituído por { $name } até { $date }
covenant-monitor-waiver-alter = Alterado até { $date }
covenant-monitor-limits-between = de { $min } a { $max }
covenant-monitor-limits-min = no mínimo { $min }
covenant-monitor-limits-max = no máximo { $max }
covenant-monitor-limits-none = nenhum
covenant-monitor-not-approved = ainda não aprovado
covenant-monitor-no-period = sem dados
covenant-monitor-explain = { $value }, ver como { $covenant } é calculado
covenant-monitor-trend = Tendência de { $count } períodos, de { $first } a { $last }
covenant-monitor-trend-none = Sem valores nos últimos 12 períodos
covenant-monitor-count = { $count ->
    [one] { $count } covenant
   *[other] { $count } covenants
}
covenant-monitor-count-breached = { $count ->
    [one] { $count } descumprido
   *[other] { $count } descumpridos
}
covenant-monitor-count-alerted = { $count } em alerta
covenant-monitor-empty = Não há covenants nos investimentos vigentes do seu escopo.
covenant-monitor-no-match = Nenhum covenant corresponde a estes filtros.
covenant-monitor-loading = Testando todos os covenants da carteira…
covenant-monitor-failed = Não foi possível carregar o monitor de covenants.
covenant-monitor-retry = Tentar novamente

## Provider clients grid (features/clients)

clients-filter = Pesquisar clientes
clients-col-name = Nome
clients-col-type = Tipo de cliente
clients-col-country = País
clients-col-region = Região do mundo
clients-col-status = Estado
clients-type-mfi = IMF/Banco
clients-type-agro = Agro
clients-empty = Nenhum cliente
clients-load-failed = Não foi possível carregar os clientes.

## Audit log (features/audits)

audits-filter = Filtrar o registo de auditoria
audits-range = Intervalo de datas
audits-range-from = Data inicial
audits-range-to = Data final
audits-col-date = Data
audits-col-user = Utilizador
audits-col-description = Descrição
audits-col-text = Texto
audits-empty = Nenhuma entrada de auditoria
audits-load-failed = Não foi possível carregar o registo de auditoria.

## Administration › Clients (spec 3 §2, §3, §5, §8)
admin-clients-search = Pesquisar clientes
admin-clients-new = Novo cliente
admin-clients-load-failed = Não foi possível carregar os clientes
admin-clients-empty = Nenhum cliente
admin-clients-col-name = Nome
admin-clients-col-official-name = Nome oficial
admin-clients-col-key = Chave
admin-clients-col-type = Tipo de cliente
admin-clients-col-country = País
admin-clients-col-status = Estado
admin-clients-col-actions = Ações
admin-clients-delete = Excluir
admin-clients-delete-named = Excluir { $name }
admin-clients-delete-confirm = Tem certeza de que deseja excluir { $name }?
admin-clients-removed = O cliente { $name } foi removido com sucesso!
admin-clients-remove-failed = Falha ao remover { $client }
admin-clients-type-mfi = IMF/Banco
admin-clients-type-bank = Banco
admin-clients-type-agro = Agro
admin-clients-status-active = Ativo
admin-clients-status-workout = Em reestruturação
admin-clients-status-inactive = Inativo
admin-clients-status-removed = Removido
admin-clients-form-bank = Banco
admin-clients-form-nbfi = IFNB
admin-clients-form-ngo = ONG
admin-clients-form-credit-union = Cooperativa de crédito / SACCO
admin-clients-form-other = Outra
admin-clients-profit-profile = Perfil de lucro
admin-clients-profit-profit = Com fins lucrativos
admin-clients-profit-nonprofit = Sem fins lucrativos
admin-clients-loading = Carregando o cliente
admin-clients-new-title = Novo cliente
admin-clients-edit-title = Cliente { $name }
admin-clients-field-required = campo obrigatório
admin-clients-email-invalid = Endereço de e-mail inválido
admin-clients-saved = O cliente { $name } foi salvo
admin-clients-section-general = Geral
admin-clients-section-address = Endereço
admin-clients-section-settings = Configurações
admin-clients-section-contacts = Contatos
admin-clients-name = Nome
admin-clients-official-name = Nome oficial
admin-clients-key = Chave
admin-clients-key-derived = Derivada do nome ao salvar
admin-clients-imported-id = Id TM1
admin-clients-client-type = Tipo de cliente
admin-clients-config-type = Tipo de configuração
admin-clients-institutional-form = Forma institucional
admin-clients-status = Estado
admin-clients-world-region = Região do mundo
admin-clients-year-start = Ano de início das operações
admin-clients-bottom-date = Primeiro mês de relatório
admin-clients-top-date = Último mês de relatório
admin-clients-country = País
admin-clients-city = Cidade
admin-clients-postalcode = Código postal
admin-clients-street = Rua
admin-clients-nr = Número
admin-clients-box = Caixa
admin-clients-additional = Complemento do endereço
admin-clients-period-end-day = Dia de encerramento do exercício
admin-clients-period-end-month = Mês de encerramento do exercício
admin-clients-currency = Moeda
admin-clients-reporting-scale = Escala de relatório
admin-clients-contacts-empty = Nenhum contato
admin-clients-contact = Contato { $number }
admin-clients-contact-name = Nome do contato
admin-clients-contact-role = Função
admin-clients-contact-email = E-mail
admin-clients-contact-add = Adicionar contato
admin-clients-contact-remove = Remover o contato { $number }
admin-clients-periods-title = Exercícios financeiros
admin-clients-periods-autocorrect = Correção automática
admin-clients-periods-autocorrect-help = Alterar um exercício desloca todos os seguintes, mantendo o número de meses de cada um.
admin-clients-periods-empty = Nenhum exercício financeiro
admin-clients-periods-save = Salvar exercícios
admin-clients-periods-saved = Os exercícios financeiros foram salvos
admin-clients-period-start = Início
admin-clients-period-end = Fim
admin-clients-period-months = Meses
admin-clients-period-add = Adicionar exercício
admin-clients-period-remove = Remover o exercício { $number }

## Central covenant catalogue (features/central-covenants)
central-covenants-title = Covenants centrais
central-covenants-tile-mfi = Covenants centrais IMF/Banco
central-covenants-tile-mfi-text = O catálogo de covenants para instituições de microfinanças e bancos
central-covenants-tile-agro = Covenants centrais Agro
central-covenants-tile-agro-text = O catálogo de covenants para empresas agrícolas
central-covenants-type-mfi = IMF/Banco
central-covenants-type-agro = Agro
central-covenants-tab-active = Ativos
central-covenants-tab-archived = Arquivados
central-covenants-add = Adicionar covenant
central-covenants-col-name = Nome
central-covenants-col-field-type = Tipo de campo
central-covenants-col-range = Intervalo
central-covenants-col-alert = Limite de alerta
central-covenants-col-client-type = Tipo de cliente
central-covenants-col-used-by = Usado por
central-covenants-col-archived = Arquivado a partir de
central-covenants-empty = Nenhum covenant
central-covenants-load-failed = Não foi possível carregar os covenants
central-covenants-not-found = Covenant não encontrado
central-covenants-field-currency = Monetário
central-covenants-field-percentual = Percentual
central-covenants-field-numeric = Numérico
central-covenants-back = Voltar aos covenants
central-covenants-new-title = Novo covenant central
central-covenants-edit-title = Covenant central { $name }
central-covenants-archived-as-from = Arquivado a partir de { $date }: já não está disponível para novos investimentos nem isenções.
central-covenants-internal-name = Nome interno
central-covenants-translations = Nome e guia por idioma
central-covenants-name-in = Nome ({ $language })
central-covenants-guide-in = Guia ({ $language })
central-covenants-name-required = O nome em inglês é obrigatório
central-covenants-required = Este campo é obrigatório
central-covenants-not-a-number = Introduza um número
central-covenants-two-decimals = No máximo 2 casas decimais
central-covenants-min-above-max = O mínimo não deve ser superior ao máximo
central-covenants-not-negative = Não deve ser negativo
central-covenants-field-type = Tipo de campo
central-covenants-min = Mínimo do intervalo
central-covenants-max = Máximo do intervalo
central-covenants-alert = Limite de alerta
central-covenants-formula = Fórmula
central-covenants-links = Ligações
central-covenants-link-uri = Endereço web
central-covenants-link-uri-invalid = Introduza um endereço web, p. ex. https://example.org/guide
central-covenants-link-name = Nome da ligação
central-covenants-link-guide = Guia da ligação
central-covenants-link-remove = Remover ligação
central-covenants-link-add = Adicionar ligação
central-covenants-save-failed = Falha ao guardar o covenant: { $message }
central-covenants-saved = Covenant guardado
central-covenants-archive = Arquivar
central-covenants-archive-title = Arquivar { $name }
central-covenants-archive-confirm = Os investimentos que já usam este covenant mantêm-no e não são afetados. A partir da data escolhida deixa de poder ser selecionado para novos covenants de investimento ou como substituto numa isenção.
central-covenants-as-from = A partir de
central-covenants-archived = { $name } está arquivado a partir de { $date }
central-covenants-not-archived = { $name } não foi arquivado
central-covenants-archive-failed = Falha ao arquivar o covenant

## Administration › Clients: currency code

## Administration › Users (features/admin-users)
users-search = Pesquisar utilizadores
users-show-deleted = Mostrar utilizadores eliminados
users-new = Novo utilizador
users-load-failed = Não foi possível carregar os utilizadores
users-empty = Sem utilizadores
users-name = Nome
users-email = E-mail
users-roles = Funções
users-scope = Clientes / regiões
users-status = Estado
users-last-login = Último acesso
users-status-active = Ativo
users-status-invited = Convidado
users-status-deleted = Eliminado
users-role-client = Cliente
users-role-client-admin = Administrador do cliente
users-role-rd = Diretor regional
users-role-admin = Administrador
users-role-im = Gestor de investimentos
users-role-provider = Pessoal do gestor
users-reinvite = Convidar de novo { $name }
users-reinvited = Foi enviado um novo convite.
users-delete = Eliminar
users-delete-named = Eliminar { $name }
users-delete-confirm = Tem a certeza de que quer eliminar este utilizador?
users-deleted = O utilizador foi eliminado
users-action-failed = Não foi possível fazer a alteração
users-edit-title = Utilizador { $name }
users-clients = Clientes
users-regions = Regiões
users-email-invalid = Endereço de e-mail inválido
users-created = O utilizador foi criado!
users-updated = O utilizador foi atualizado!
users-password-new = Nova palavra-passe
users-password-save = Alterar a palavra-passe
users-password-no-account = A palavra-passe pode ser definida quando o utilizador se registar.
users-history = Histórico
users-created-at = Criado
users-invitation = Convite
users-invitation-sent = Convite enviado
users-invitation-expires = O convite expira
users-invitation-accepted = Aceite
users-invitation-pending = Ainda não aceite
users-history-date = Data
users-history-action = Ação
users-history-by = Por

## Administration › Exchange rates (features/exchange-rates)
xrates-search = Pesquisar um mês (2025-03) ou uma moeda
xrates-col-month = Mês
xrates-col-source = Fonte
xrates-col-count = Cotações
xrates-empty = Nenhuma taxa de câmbio
xrates-load-failed = Não foi possível carregar as taxas de câmbio.
xrates-not-found = Nenhuma taxa de câmbio para este mês
xrates-back = Voltar às taxas de câmbio
xrates-col-currency = Moeda
xrates-col-pair = Par
xrates-col-rate = Taxa por 1 USD
xrates-load = Carregar as taxas de um mês
xrates-file = Arquivo (.csv ou .xlsx)
xrates-help = Uma linha de cabeçalho currency,rate e depois uma linha por moeda: unidades por 1 USD, no máximo 6 casas decimais.
xrates-example = Arquivo de exemplo
xrates-preview = Pré-visualizar
xrates-confirm = Confirmar
xrates-stored = Taxas de câmbio de { $month } guardadas
xrates-replaces = Isto substitui as taxas guardadas para { $month }.
adminreports-remind = Enviar lembrete
adminreports-remind-title = Enviar um lembrete?
adminreports-remind-text = Enviar um lembrete aos utilizadores de { $client }?
adminreports-reminded =
    { $count ->
        [one] Lembrete enviado a { $count } utilizador
       *[other] Lembrete enviado a { $count } utilizadores
    }
adminreports-remind-failed = Falha ao enviar o lembrete: { $message }

## Exports: the shared flow, the covenants export page, the exchange rates export dialog
exports-generating = GERANDO EXPORTAÇÃO…
exports-failed = Não foi possível criar a exportação.
exports-download-failed = Não foi possível baixar o arquivo. Tente novamente.
exports-covenants-title = Exportar covenants
exports-covenants-field-type = Tipo de campo
exports-covenants-field-type-currency = Moeda
exports-covenants-field-type-percentual = Percentual
exports-covenants-field-type-numeric = Numérico
exports-covenants-export = Exportar
exports-exchange-open = Exportar
exports-exchange-title = Exportar taxas de câmbio
exports-exchange-currency = Moeda
exports-exchange-years = Anos
exports-exchange-months = Meses
exports-exchange-export = Exportar
exports-exchange-cancel = Cancelar

## Reports and investments exports
export-reports-title = Exportar relatórios
export-reports-clients = Clientes
export-reports-from-month = Do mês
export-reports-to-month = Até o mês
export-reports-statuses = Estados dos relatórios
export-reports-template = Modelo de relatório
export-reports-regions = Regiões
export-reports-countries = Países
export-reports-client-status = Estado do cliente
export-reports-due-from = Vencimento de
export-reports-due-to = Vencimento até
export-reports-overdue = Em atraso
export-reports-overdue-yes = Sim
export-reports-overdue-no = Não
export-reports-submit = Exportar relatórios
export-investments-title = Exportar investimentos
export-investments-clients = Clientes
export-investments-from-month = Do mês
export-investments-to-month = Até o mês
export-investments-funds = Fundos
export-investments-regions = Regiões
export-investments-frequency = Frequência de reporte
export-investments-managers = Gestores de investimento
export-investments-submit = Exportar investimentos

## Client factsheet export (spec 2 §2, §5, §9)
export-factsheet-title = Exportar ficha do cliente
export-factsheet-type = Tipo de exportação
export-factsheet-type-client = Por cliente
export-factsheet-type-region-country = Por região / país
export-factsheet-type-funds = Por fundo
export-factsheet-clients = Clientes
export-factsheet-regions = Regiões
export-factsheet-countries = Países
export-factsheet-funds = Fundos
export-factsheet-period-type = Tipo de calendário
export-factsheet-period-type-calendar = Calendário
export-factsheet-period-type-financial = Calendário financeiro
export-factsheet-from-month = Mês inicial
export-factsheet-to-month = Mês final
export-factsheet-currencies = Moedas
export-factsheet-forms = Formulários
export-factsheet-forms-default = Os formulários de exportação do tipo de cliente
export-factsheet-forms-mfi = IMF/BANCO
export-factsheet-forms-agro = AGRO
export-factsheet-client-status = Situação do cliente
export-factsheet-client-status-active = Ativo
export-factsheet-client-status-workout = Em recuperação
export-factsheet-client-status-inactive = Inativo
export-factsheet-client-status-removed = Removido
export-factsheet-report-status = Estados dos relatórios (dados de relatórios aprovados se nenhum for escolhido)
export-factsheet-overdue = Em atraso
export-factsheet-overdue-yes = Sim
export-factsheet-overdue-no = Não
export-factsheet-summary = Resumo
export-factsheet-summary-sum = Soma
export-factsheet-summary-avg = Média
export-factsheet-submit = Exportar
