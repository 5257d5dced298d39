## Publish dialog
publish-title-form = Publicar o modelo de formulário { $key }
publish-title-report = Publicar o modelo de relatório { $key }
publish-problems-title = Problemas
publish-checking = Verificando o rascunho
publish-check-failed = Não foi possível verificar o rascunho.
publish-draft-missing = Não há rascunho para publicar.
publish-no-problems = A verificação não encontrou problemas.
publish-severity-error = Erro
publish-severity-warning = Aviso
publish-problem-position = linha { $line }, coluna { $column }
publish-blocked = { $count ->
    [one] Não é possível publicar: o rascunho tem um erro. Corrija-o primeiro no editor.
   *[other] Não é possível publicar: o rascunho tem { $count } erros. Corrija-os primeiro no editor.
}
publish-changes-title = Alterações desde a versão { $version }
publish-diff-loading = Comparando com a versão publicada
publish-diff-failed = Não foi possível listar as alterações.
publish-no-changes = O rascunho é igual à versão publicada.
publish-first-version = Esta será a primeira versão publicada.
publish-change-added = Adicionado
publish-change-removed = Removido
publish-change-changed = Alterado
publish-change-moved = Movido
publish-impact-title = O que mudaria
publish-impact-hint = Recalcula o último relatório aprovado de cada cliente com o rascunho em vez da versão publicada. Pode levar alguns segundos.
publish-impact-run = Mostrar o que mudaria
publish-impact-run-again = Verificar novamente
publish-impact-running = Recalculando os relatórios aprovados
publish-impact-failed = Não foi possível recalcular os relatórios aprovados.
publish-impact-checked = { $count ->
    [one] O relatório de um cliente foi verificado.
   *[other] Os relatórios de { $count } clientes foram verificados.
}
publish-impact-none = Nenhum relatório aprovado mudaria.
publish-impact-client = { $name }, { $period } ({ $count ->
    [one] uma diferença
   *[other] { $count } diferenças
})
publish-impact-values = Valores calculados
publish-impact-validations = Validações
publish-impact-covenants = Níveis dos covenants
publish-outcome-passes = aprovada
publish-outcome-fails = reprovada
publish-outcome-na = n/d
publish-outcome-ok = dentro dos limites
publish-outcome-alert = alerta
publish-outcome-breach = descumprimento
publish-conflict = Outra pessoa alterou ou publicou este modelo nesse meio-tempo. Recarregue-o para ver a versão dela antes de publicar.
publish-refused = O servidor recusou publicar o rascunho.
publish-failed = Não foi possível publicar o rascunho.
publish-done = A versão { $version } está publicada.
publish-cancel = Cancelar
publish-close = Fechar
publish-submit = Publicar

## Compare versions
compare-open = Comparar versões
compare-title = Comparar versões de { $key }
compare-loading = Carregando as versões
compare-load-failed = Não foi possível carregar as versões.
compare-nothing = Este modelo ainda não tem versão publicada nem rascunho.
compare-from = De
compare-to = Para
compare-draft = Rascunho
compare-version = Versão { $version }
compare-changes-title = Alterações
compare-diff-loading = Comparando as duas versões
compare-diff-failed = Não foi possível listar as alterações.
compare-no-changes = Estas duas versões são iguais.
compare-same-choice = A mesma versão está escolhida dos dois lados. Escolha duas diferentes para ver o que mudou.

## Preview
preview-title = Pré-visualização
preview-client = Cliente
preview-client-placeholder = Pesquisar um cliente
preview-no-clients = Nenhum cliente dos tipos do formulário corresponde.
preview-clients-failed = Não foi possível carregar os clientes.
preview-period = Período
preview-language = Idioma
preview-choose-client = Escolha um cliente para pré-visualizar o formulário com os dados dele.
preview-loading = Carregando os dados do cliente
preview-data-failed = Não foi possível carregar os dados do cliente.
preview-draft-failed = O rascunho não pode ser pré-visualizado como está.
preview-showing = { $client }, { $period }

## Report template editor
report-loading = Carregando o modelo de relatório
report-load-failed = Não foi possível carregar o modelo de relatório.
report-retry = Tentar novamente
report-title = Modelo de relatório: { $name }
report-status-draft = Rascunho, revisão { $revision }
report-status-published = Publicado, versão { $version }
report-status-new = Novo, ainda não salvo
report-save-saved = Todas as alterações salvas
report-save-unsaved = Alterações não salvas
report-save-saving = Salvando…
report-save-error = Não salvo
report-save-conflict = Não salvo: outra pessoa o alterou
report-save-failed = Não foi possível salvar o rascunho. Suas alterações continuam aqui.
report-conflict = Outra pessoa salvou este rascunho depois que você o abriu. Suas alterações estão mantidas aqui, mas não foram salvas.
report-reload = Carregar a versão dela
report-reload-confirm = Substituir suas alterações não salvas pelo rascunho salvo?
report-keep = Manter as minhas
report-toolbar = Ações do modelo de relatório
report-undo = Desfazer
report-redo = Refazer
report-diff-publish = Diferenças / Publicar
report-publish-no-draft = Não há rascunho para publicar: altere algo primeiro.
report-publish-unsaved = Aguarde até que suas alterações sejam salvas.
report-discard = Descartar rascunho
report-discard-confirm = Descartar o rascunho e voltar à versão publicada?
report-discard-confirm-new = Descartar o rascunho? Este relatório nunca foi publicado, então ele é excluído e sai da lista de relatórios.
report-discard-failed = Não foi possível descartar o rascunho.
report-name-legend = Nome
report-name-in = Nome ({ $language })
report-name-required = O nome em inglês é obrigatório.
report-guide-legend = Guia
report-guide-in = Guia ({ $language })
report-category = Categoria
report-category-organisation = Organização
report-category-financial = Financeiro
report-category-social = Social
report-category-statistics = Estatística
report-schedule = Periodicidade
report-schedule-monthly = Mensal
report-schedule-quarterly = Trimestral
report-schedule-yearly = Anual
report-due-after = Prazo (dias)
report-due-after-hint = Dias após o fim do período, de 0 a 366.
report-client-types = Tipos de cliente que enviam este relatório
report-client-types-required = Escolha pelo menos um tipo de cliente.
report-steps-title = Etapas
report-steps-hint = Os formulários que um cliente envia, nesta ordem. Alt+Cima e Alt+Baixo movem a etapa em foco.
report-steps-empty = Ainda não há etapas: adicione um formulário publicado abaixo.
report-step-new-version = os novos relatórios têm a versão { $version }
report-step-unknown-form = Este formulário não está publicado.
report-step-move-up = Subir { $name }
report-step-move-down = Descer { $name }
report-step-remove = Remover { $name }
report-step-required = Obrigatório
report-step-client-types = Tipos de cliente que enviam { $name }
report-step-filed-by = Enviado por
report-add-form = Formulário a adicionar
report-add-form-placeholder = Escolha um formulário publicado
report-add-form-none = Todos os formulários publicados já são etapas.
report-add-step = Adicionar etapa
