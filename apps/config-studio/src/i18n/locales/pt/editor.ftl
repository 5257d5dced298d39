## Editor de modelos de formulário

editor-loading = Carregando o modelo
editor-title-plain = Modelo de formulário { $key }
editor-load-failed = Não foi possível carregar o modelo: { $reason }
editor-not-found = Não existe o modelo de formulário “{ $key }”
editor-back-to-forms = Voltar aos modelos de formulário
editor-status-draft = Rascunho rev. { $revision } baseado na versão { $version }
editor-status-new-draft = Rascunho rev. { $revision } (nunca publicado)
editor-status-published = Versão publicada { $version }
editor-toolbar = Ações do editor
editor-undo = Desfazer
editor-redo = Refazer
editor-preview = Pré-visualizar
editor-preview-title = Pré-visualização de { $name }
editor-json = JSON
editor-publish = Publicar
editor-published = A versão { $version } está publicada.
editor-discard = Descartar rascunho
editor-discard-title = Descartar este rascunho?
editor-discard-text = Todas as alterações desde a versão publicada se perdem; o modelo volta à sua versão publicada.
editor-discard-text-new = Este modelo nunca foi publicado: descartá-lo o exclui com todas as alterações, e ele sai da lista de formulários.
editor-discarded = O rascunho foi descartado.
editor-discard-failed = Não foi possível descartar o rascunho: { $reason }
editor-cancel = Cancelar
editor-save-saved = Salvo
editor-save-saving = Salvando…
editor-save-pending = Alterações ainda não salvas
editor-save-failed = Não salvo: { $reason }
editor-save-retry = Tentar novamente
editor-reload = Recarregar
editor-reload-title = Recarregar o modelo?
editor-reload-text = As suas alterações não salvas são descartadas e é mostrada a versão salva pelo outro autor.
editor-engine-failed = Não é possível verificar as fórmulas: { $reason }
editor-fields = Campos
editor-no-selection = Selecione um campo na árvore para editá-lo.
editor-tab-field = Campo
editor-tab-validations = Validações
editor-tab-form = Formulário
editor-properties-of = Propriedades de { $name }

## Árvore
editor-tree-tools = Ações sobre os campos
editor-tree-add = Adicionar campo
editor-tree-add-child = Adicionar filho
editor-tree-move-up = Subir
editor-tree-move-down = Descer
editor-tree-outdent = Diminuir recuo
editor-tree-indent = Aumentar recuo
editor-tree-delete = Excluir
editor-refused-not-found = Esse campo já não existe.
editor-refused-too-deep = Os campos aninham-se no máximo em quatro níveis.
editor-refused-not-a-container = Só um grupo de campos (ou um campo que já tem filhos) pode conter campos.
editor-refused-no-previous-sibling = Não há campo acima para onde recuar.
editor-refused-at-top-level = O campo já está no primeiro nível.
editor-refused-at-edge = O campo não pode ir mais longe nessa direção.
editor-refused-into-itself = Um campo não pode ser movido para dentro de si mesmo.
editor-refused-last-field = Um formulário precisa de pelo menos um campo.
editor-refused-invalid-name = Esse nome interno não é válido.
editor-refused-name-taken = Outro campo já tem esse nome interno.

## Tipos de campo
editor-type-numeric = Número
editor-type-currency = Valor monetário
editor-type-percentual = Percentagem
editor-type-date = Data
editor-type-dropdown = Lista suspensa
editor-type-text = Texto
editor-type-textarea = Texto longo
editor-type-fieldset = Grupo de campos
editor-type-COVENANT = Covenant
editor-type-boolean = Sim/não

## Propriedades do campo
editor-prop-internal-name = Nome interno
editor-rename = Renomear
editor-rename-help = Fórmulas, validações e relatórios referem-se ao campo por este nome.
editor-rename-invalid = Use letras e dígitos, começando por uma minúscula (p. ex. totalAssets).
editor-rename-taken = Outro campo já se chama { $name }.
editor-rename-usages-failed = Não foi possível verificar os usos do campo: { $reason }
editor-rename-title = Renomear { $from } para { $to }
editor-rename-used = O campo é usado em { $count ->
    [one] um lugar
   *[other] { $count } lugares
  }:
editor-rename-explain = “Só renomear” deixa estas referências como estão: a publicação aponta-as. “Renomear em todo este formulário” também reescreve as referências nas fórmulas e validações deste formulário; os outros modelos mantêm o nome antigo.
editor-rename-only = Só renomear
editor-rename-everywhere = Renomear em todo este formulário
editor-prop-type = Tipo
editor-prop-covenant-type = Tipo do valor do covenant
editor-prop-label = Rótulo
editor-prop-guide = Texto de ajuda
editor-translation-input = { $text } ({ $language })
editor-translation-fallback = Mostrado em inglês: { $text }
editor-prop-flags = Comportamento
editor-flag-required = Obrigatório
editor-flag-read-only = Somente leitura
editor-flag-visible = Visível
editor-flag-admin-only = Só administradores
editor-flag-block = Linha de cabeçalho de secção
editor-prop-grid = Apresentação
editor-grid-bold = Negrito
editor-grid-highlight = Destacado
editor-grid-collapsed = Recolhido de início
editor-grid-hideComparisons = Sem colunas de comparação
editor-prop-number = Configurações numéricas
editor-prop-kind = Natureza do valor
editor-kind-stock = Saldo (no fim do mês)
editor-kind-flow = Fluxo (acumulado do exercício)
editor-prop-decimals = Casas decimais mostradas
editor-prop-unit = Unidade
editor-unit-count = Quantidade
editor-unit-times = Vezes
editor-unit-days = Dias
editor-unit-years = Anos
editor-unit-tonnes = Toneladas
editor-unit-hectares = Hectares
editor-unit-hours = Horas
editor-unit-score = Pontuação
editor-rule-allow-negative = Valores negativos permitidos
editor-rule-min = Mínimo
editor-rule-max = Máximo
editor-prop-text = Configurações de texto
editor-rule-min-length = Comprimento mínimo
editor-rule-max-length = Comprimento máximo
editor-rule-format = Formato
editor-format-email = E-mail
editor-format-telephone = Telefone
editor-format-url = Endereço web
editor-format-number = Número
editor-format-date = Data
editor-dropdown-options = Opções
editor-dropdown-value = Valor guardado da opção { $number }
editor-dropdown-label = Rótulo da opção { $number }
editor-dropdown-delete = Excluir a opção { $number }
editor-dropdown-add = Adicionar opção
editor-prop-formula = Fórmula
editor-prop-formula-help = Um campo com fórmula é calculado; deixe-a vazia para um campo preenchido pelo cliente.

## Usos e exclusão
editor-usage-formula = Fórmula
editor-usage-validation = Validação
editor-usage-covenant = Covenant
editor-usage-report = Modelo de relatório
editor-usage-excel = Modelo Excel
editor-usage-other = Usado
editor-delete-title = Excluir { $name }?
editor-delete-confirm = Excluir
editor-delete-children = { $count ->
    [one] O seu campo filho é excluído
   *[other] Os seus { $count } campos filhos são excluídos
  } com ele.
editor-delete-checking = Procurando os usos do campo
editor-delete-usages-failed = Não foi possível verificar os usos do campo: { $reason }
editor-delete-unused = Nada se refere a este campo.
editor-delete-used = { $count ->
    [one] Uma referência
   *[other] { $count } referências
  } aos campos excluídos:
editor-delete-dangling = Pode excluir mesmo assim: a publicação é recusada enquanto estas referências apontarem para um campo inexistente.

## Validações
editor-validations-help = As validações de etapa têm de ser verdadeiras para a etapa passar: um erro impede o envio, um aviso apenas informa.
editor-validations-empty = Este formulário não tem validações de etapa.
editor-validations-add = Adicionar validação
editor-validation-title = Validação { $number } { $key }
editor-validation-up = Subir a validação { $number }
editor-validation-down = Descer a validação { $number }
editor-validation-delete = Excluir a validação { $number }
editor-validation-type = Gravidade
editor-validation-error = Erro
editor-validation-warn = Aviso
editor-validation-formula = Condição da validação { $number }
editor-validation-formula-help = Uma fórmula de sim/não que tem de ser verdadeira, p. ex. totalAssets == totalLiabilitiesAndEquity.
editor-validation-not-boolean = A condição tem de dar sim ou não (uma comparação, and, or…).
editor-validation-message = Mensagem da validação { $number }
editor-validation-dependencies = Campos que mostram a mensagem
editor-validation-dependencies-empty = Os campos lidos pela condição

## Configurações do formulário
editor-form-name = Nome do formulário
editor-form-guide = Guia do formulário
editor-form-client-types = Tipos de cliente
editor-form-category = Categoria
editor-category-organisation = Organização
editor-category-financial = Financeiro
editor-category-social = Social
editor-category-statistics = Estatísticas
editor-form-period-type = Período de um valor
editor-period-month = Mês
editor-period-quarter = Trimestre
editor-period-year = Ano
editor-form-target = Os dados pertencem a
editor-target-client = O cliente
editor-target-investment = Um investimento
editor-form-type = Tipo de formulário
editor-form-type-form = Formulário
editor-form-type-covenants = Formulário de covenants
editor-form-settings = Configurações
editor-form-uploadable = Faz parte do modelo de carga Excel
editor-form-currency-scaled = Valores monetários escritos na escala do relatório
editor-form-comparisons = Colunas de comparação
editor-comparison-1FY = Fim do último exercício
editor-comparison-1M = Mês anterior
editor-comparison-1Y = Mesmo mês do ano anterior

## JSON
editor-json-title = JSON do modelo
editor-json-label = Configuração do modelo em JSON
editor-json-apply = Aplicar
editor-json-revert = Repor o texto
editor-json-invalid = Isto não é JSON válido: { $reason }
editor-json-not-object = A configuração tem de ser um objeto JSON.
editor-json-schema-errors = { $count ->
    [one] Um erro de esquema
   *[other] { $count } erros de esquema
  } (o rascunho é mantido; a publicação é recusada até serem corrigidos):
