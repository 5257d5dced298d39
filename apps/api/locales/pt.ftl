### The API's own words in European Portuguese: a message missing here is answered in English.

## The upload's answers: refusals, file problems, the FIELDS and VALUES entries of validationErr.

upload-outdated = O modelo que enviou parece estar desatualizado. Certifique-se de que está a utilizar a versão mais recente para evitar possíveis perdas de dados ou imprecisões.
upload-mismatch = O ficheiro não corresponde ao modelo: { $problems ->
      [one] { $problems } problema
      [many] { $problems } de problemas
     *[other] { $problems } problemas
    }; nada foi guardado.
upload-injections = O ficheiro tem fórmulas em { $cells ->
      [one] { $cells } célula de entrada
      [many] { $cells } de células de entrada
     *[other] { $cells } células de entrada
    }; por segurança, são recusadas. Escreva valores simples e envie-o novamente; nada foi guardado.
upload-validations = Os valores enviados não cumprem { $validations ->
      [one] { $validations } regra de validação
      [many] { $validations } de regras de validação
     *[other] { $validations } regras de validação
    }: { $messages } Nada foi guardado.

upload-file-empty = O ficheiro está vazio. Selecione o modelo preenchido.
upload-file-too-large = O tamanho do ficheiro tem de ser inferior a 3 MB.
upload-file-not-spreadsheet = Este ficheiro não é um livro do Excel (o seu conteúdo não é .xlsx, seja qual for o nome). Envie o modelo preenchido.
upload-file-legacy-xls = Este é um livro do Excel 97-2003 (.xls), que não pode ser lido. Abra-o no Excel, guarde-o como Livro do Excel (.xlsx) e envie esse ficheiro.
upload-file-password-protected = Este livro está protegido por palavra-passe (encriptado), pelo que não pode ser lido. Remova a palavra-passe (Ficheiro › Informações › Proteger Livro) e envie-o novamente.
upload-file-corrupt = Este livro está danificado e não pode ser aberto. Guarde-o novamente no Excel e volte a enviá-lo.
upload-file-zip-bomb = Depois de descompactado, este ficheiro ocupa mais de { $megabytes } MB, muito mais do que qualquer modelo; foi recusado.
upload-busy = O servidor está ocupado a ler outros ficheiros. Envie o ficheiro novamente dentro de { $seconds } s.

upload-settings = Selecione uma moeda!
upload-wrong-period = Este ficheiro é do período { $file }, mas o relatório é do { $report }.
upload-no-file = Selecione um ficheiro.
upload-other-settings = Este relatório já está a ser preenchido em { $currency }, escala 1/{ $scale }: envie-o com essas configurações.
upload-wrong-status = Este relatório não pode ser enviado por ficheiro no estado atual ({ $status }).
upload-submitted = Relatório enviado para aprovação
upload-saved-in-progress = Os valores foram guardados; o relatório continua em andamento até o cliente o enviar.

upload-field-sheet-form = folha "{ $sheet }": formulário { $form }
upload-field-sheet-form-again = folha "{ $sheet }": formulário { $form } (em duplicado)
upload-field-empty-key = (vazio)
upload-field-not-a-form = (não é um formulário deste relatório: elimine a folha)
upload-field-only-sheet = apenas a folha "{ $sheet }"
upload-field-missing-sheet = (em falta) folha do formulário { $form }
upload-field-form-sheet = folha "{ $sheet }" (formulário { $form })
upload-field-cell-key = { $cell }: { $key }
upload-field-cell-key-again = { $cell }: { $key } (em duplicado)
upload-field-no-such-field = (este campo não existe em { $form }: elimine a linha)
upload-field-only-row = apenas a linha { $row }
upload-field-cell-label = { $cell }: "{ $label }"
upload-field-label-of-field = "{ $label }" ({ $field })
upload-field-missing-field = (em falta) { $field }
upload-field-row-with-key = folha "{ $sheet }": linha "{ $label }" com a chave { $key }

upload-cell-formula = uma fórmula numa célula de entrada: escreva o próprio valor
upload-cell-excel-error = um erro do Excel ({ $error })
upload-cell-yes-or-no = esperava-se sim ou não

## normalise's reasons (../reports/wizard.ts): English is what it writes, the translations replace it.

upload-reason-digits-only = use apenas algarismos, um sinal de menos no início, pontos e vírgulas
upload-reason-one-digit = escreva pelo menos um algarismo
upload-reason-too-large = o número é demasiado grande
upload-reason-number = esperava-se um número
upload-reason-negative = não pode ser negativo
upload-reason-at-least = tem de ser pelo menos { $min }
upload-reason-at-most = tem de ser no máximo { $max }
upload-reason-date = esperava-se uma data (DD-MM-AAAA, MM-DD-AAAA ou AAAA-MM-DD)
upload-reason-boolean = esperava-se verdadeiro ou falso
upload-reason-text = esperava-se um texto
upload-reason-choice = não é uma das opções
upload-reason-max-length = { $count ->
      [one] { $count } carácter no máximo
      [many] { $count } de caracteres no máximo
     *[other] { $count } caracteres no máximo
    }

## The frame of a template workbook: field and form names come from the templates themselves.

template-field = Campo
template-value = Valor
template-info = { $client } · { $period } · { $currency }, escala 1/{ $scale }
template-guide = Preencha apenas as células brancas. As células cinzentas são calculadas no envio ou vêm de períodos anteriores. A proteção da folha não tem palavra-passe: é um guia, não um cadeado.
template-yes = Sim
template-no = Não

## A numeric field's unit after its value: the form renderer's words for them.

template-unit-count = quantidade
template-unit-times = ×
template-unit-days = dias
template-unit-years = anos
template-unit-tonnes = t
template-unit-hectares = ha
template-unit-hours = h
template-unit-score = pts

## E-mails: plain text, the HTML part is made from it.

mail-invitation-subject = Você foi convidado(a) para o portal de relatórios Ledgerline
mail-invitation-body =
    Olá { $name },

    { $inviter } convida você para o portal de relatórios Ledgerline. Abra este link para aceitar o convite e concluir o seu registo:

    { $link }

    O convite é válido até { $date }. Se não quiser participar, pode recusá-lo a partir do mesmo link.
mail-validation-token-subject = O seu código de validação Ledgerline
mail-validation-token-body =
    Olá { $name },

    O seu código de validação é:

    { $token }

    É válido durante 10 minutos. Introduza-o na página de registo ou abra este link:

    { $link }
mail-reset-code-subject = O seu código para redefinir a palavra-passe Ledgerline
mail-reset-code-body =
    Olá { $name },

    Recebemos um pedido para redefinir a palavra-passe da sua conta Ledgerline. O seu código é:

    { $code }

    É válido durante 30 minutos. Introduza-o na página de redefinição:

    { $link }

    Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.
mail-report-reminder-subject = Lembrete: { $template }, { $client }, { $period }
mail-report-reminder-body =
    Olá { $name },

    Este relatório aguarda ser preenchido:

    { $template }
    { $client }, { $period }
    Prazo: { $date }

    Abra-o aqui:

    { $link }
