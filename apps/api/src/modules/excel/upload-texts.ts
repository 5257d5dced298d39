// The words of the upload's answers in the five interface languages (other languages get English): refusal
// summaries, file problems, the FIELDS and VALUES entries of `validationErr`. They follow the request's
// language, not the file's: the person reading them may have downloaded the template in another language.
// The English texts are the API's documented ones (docs/excel.md); tests and the portal rely on them.
import { fillIn, templateLanguage } from "./template-texts";
import type { TemplateLanguage } from "./template-texts";

/** What can be wrong with an uploaded file as a whole (file-checks.ts decides which). */
export type FileProblemKind =
  "empty" | "tooLarge" | "notSpreadsheet" | "legacyXls" | "passwordProtected" | "corrupt" | "zipBomb";

/** One text per plural category the language needs (CLDR, as `Intl.PluralRules` selects); `{count}` inside. */
export type Plural<Category extends Intl.LDMLPluralRule> = Readonly<Record<Category | "other", string>>;

export interface FieldTexts {
  /** `sheet "{sheet}": form {form}` */
  sheetForm: string;
  /** `sheet "{sheet}": form {form} (a second time)` */
  sheetFormAgain: string;
  /** The form key shown when a sheet's key cell is empty. */
  emptyKey: string;
  notAForm: string;
  /** `only sheet "{sheet}"` */
  onlySheet: string;
  /** `(missing) sheet of {form}` */
  missingSheet: string;
  /** `sheet "{sheet}" (form {form})` */
  formSheet: string;
  /** `{cell}: {key}` */
  cellKey: string;
  /** `{cell}: {key} (a second time)` */
  cellKeyAgain: string;
  /** `(no such field in {form}: remove the row)` */
  noSuchField: string;
  /** `only row {row}` */
  onlyRow: string;
  /** `{cell}: "{label}"` */
  cellLabel: string;
  /** `"{label}" ({field})` */
  labelOfField: string;
  /** `(missing) {field}` */
  missingField: string;
  /** `sheet "{sheet}": row "{label}" with key {key}` */
  rowWithKey: string;
}

/** Refusals of the request itself (before the file is read), and the answers of a stored upload. */
export interface RequestTexts {
  /** The spec's settings message. */
  settings: string;
  /** `… {file} … {report} …`, both yyyymmdd. */
  wrongPeriod: string;
  /** The spec's message when no file came. */
  noFile: string;
  /** `… {currency} … 1/{scale} …` */
  otherSettings: string;
  /** `… ({status})`, the status as stored. */
  wrongStatus: string;
  /** The spec's message of a submitted report. */
  submitted: string;
  savedInProgress: string;
}

export interface CellTexts {
  formula: string;
  /** `an Excel error ({error})` */
  excelError: string;
  yesOrNo: string;
}

/** The reasons `normalise` (../reports/wizard.ts) gives, some passed on from @ledgerline/schemas. */
export interface ReasonTexts<Category extends Intl.LDMLPluralRule> {
  digitsOnly: string;
  oneDigit: string;
  tooLarge: string;
  number: string;
  negative: string;
  /** `must be at least {min}` */
  atLeast: string;
  /** `must be at most {max}` */
  atMost: string;
  date: string;
  boolean: string;
  text: string;
  choice: string;
  maxLength: Plural<Category>;
}

export interface UploadTexts<Category extends Intl.LDMLPluralRule = never> {
  /** The spec's text for a template whose versions differ from the report's. */
  outdated: string;
  /** `… {problems} …`, a `problems` count. */
  mismatch: string;
  /** `… {cells} …`, an `inputCells` count. */
  injections: string;
  /** `… {validations}: {messages} …`, a `validations` count and the validations' own messages. */
  validations: string;
  counts: { problems: Plural<Category>; inputCells: Plural<Category>; validations: Plural<Category> };
  /** zipBomb has `{megabytes}`. */
  file: Record<FileProblemKind, string>;
  request: RequestTexts;
  fields: FieldTexts;
  cell: CellTexts;
  reasons: ReasonTexts<Category>;
}

/** What each language's counted texts must have, so that a missing plural form is a type error. */
interface PluralCategories {
  en: "one";
  fr: "one" | "many";
  es: "one" | "many";
  pt: "one" | "many";
  ru: "one" | "few" | "many";
}

export const UPLOAD_TEXTS: { readonly [L in TemplateLanguage]: UploadTexts<PluralCategories[L]> } = {
  en: {
    outdated:
      "The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.",
    mismatch: "The file does not match the template: {problems}; nothing was stored.",
    injections:
      "The file has formulas in {cells}; they are refused for safety. Type plain values and upload again; nothing was stored.",
    validations: "The uploaded values fail {validations}: {messages} Nothing was stored.",
    counts: {
      problems: { one: "{count} problem", other: "{count} problems" },
      inputCells: { one: "{count} input cell", other: "{count} input cells" },
      validations: { one: "{count} validation", other: "{count} validations" },
    },
    file: {
      empty: "The file is empty. Please select the filled template.",
      tooLarge: "File size must be less than 3MB.",
      notSpreadsheet:
        "This file is not an Excel workbook (its content is not .xlsx, whatever its name). Please upload the filled template.",
      legacyXls:
        "This is an Excel 97-2003 workbook (.xls), which cannot be read. Open it in Excel, save it as an Excel Workbook (.xlsx) and upload that file.",
      passwordProtected:
        "This workbook is password-protected (encrypted), so it cannot be read. Remove the password (File › Info › Protect Workbook) and upload it again.",
      corrupt:
        "This workbook is damaged and cannot be opened. Please save it again in Excel and upload it again.",
      zipBomb: "This file unpacks to more than {megabytes} MB, far more than any template; it was refused.",
    },
    request: {
      settings: "Please select a currency!",
      wrongPeriod: "This file is for the period {file}, but the report is for {report}.",
      noFile: "Please select a file.",
      otherSettings:
        "This report is already being filled in {currency}, scale 1/{scale}: upload with these settings.",
      wrongStatus: "The report is {status}: it cannot be submitted by upload now.",
      submitted: "Report send for approval",
      savedInProgress: "The values were saved; the report stays in progress until the client submits it.",
    },
    fields: {
      sheetForm: 'sheet "{sheet}": form {form}',
      sheetFormAgain: 'sheet "{sheet}": form {form} (a second time)',
      emptyKey: "(empty)",
      notAForm: "(not a form of this report: remove the sheet)",
      onlySheet: 'only sheet "{sheet}"',
      missingSheet: "(missing) sheet of {form}",
      formSheet: 'sheet "{sheet}" (form {form})',
      cellKey: "{cell}: {key}",
      cellKeyAgain: "{cell}: {key} (a second time)",
      noSuchField: "(no such field in {form}: remove the row)",
      onlyRow: "only row {row}",
      cellLabel: '{cell}: "{label}"',
      labelOfField: '"{label}" ({field})',
      missingField: "(missing) {field}",
      rowWithKey: 'sheet "{sheet}": row "{label}" with key {key}',
    },
    cell: {
      formula: "a formula in an input cell: type the value itself",
      excelError: "an Excel error ({error})",
      yesOrNo: "expected yes or no",
    },
    reasons: {
      digitsOnly: "use only digits, a leading minus sign, dots and commas",
      oneDigit: "enter at least one digit",
      tooLarge: "the number is too large",
      number: "expected a number",
      negative: "may not be negative",
      atLeast: "must be at least {min}",
      atMost: "must be at most {max}",
      date: "expected a date (DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD)",
      boolean: "expected true or false",
      text: "expected a text",
      choice: "not one of the choices",
      // normalise's words, whatever the count: these are what a reason is recognised by.
      maxLength: { one: "at most {count} characters", other: "at most {count} characters" },
    },
  },
  fr: {
    outdated:
      "Le modèle que vous avez envoyé semble obsolète. Veuillez vérifier que vous utilisez la dernière version afin d'éviter toute perte de données ou inexactitude.",
    mismatch: "Le fichier ne correspond pas au modèle : {problems} ; rien n'a été enregistré.",
    injections:
      "Le fichier contient des formules dans {cells}, ce qui est refusé par sécurité. Saisissez des valeurs simples et envoyez-le à nouveau ; rien n'a été enregistré.",
    validations: "Les valeurs envoyées ne respectent pas {validations} : {messages} Rien n'a été enregistré.",
    counts: {
      problems: { one: "{count} problème", many: "{count} de problèmes", other: "{count} problèmes" },
      inputCells: {
        one: "{count} cellule de saisie",
        many: "{count} de cellules de saisie",
        other: "{count} cellules de saisie",
      },
      validations: {
        one: "{count} règle de validation",
        many: "{count} de règles de validation",
        other: "{count} règles de validation",
      },
    },
    file: {
      empty: "Le fichier est vide. Veuillez sélectionner le modèle rempli.",
      tooLarge: "La taille du fichier doit être inférieure à 3 Mo.",
      notSpreadsheet:
        "Ce fichier n'est pas un classeur Excel (son contenu n'est pas au format .xlsx, quel que soit son nom). Veuillez envoyer le modèle rempli.",
      legacyXls:
        "Ce fichier est un classeur Excel 97-2003 (.xls), qui ne peut pas être lu. Ouvrez-le dans Excel, enregistrez-le au format Classeur Excel (.xlsx) et envoyez ce fichier.",
      passwordProtected:
        "Ce classeur est protégé par un mot de passe (chiffré) et ne peut donc pas être lu. Supprimez le mot de passe (Fichier › Informations › Protéger le classeur) et envoyez-le à nouveau.",
      corrupt:
        "Ce classeur est endommagé et ne peut pas être ouvert. Veuillez l'enregistrer de nouveau dans Excel et l'envoyer à nouveau.",
      zipBomb:
        "Une fois décompressé, ce fichier dépasse {megabytes} Mo, bien plus que n'importe quel modèle ; il a été refusé.",
    },
    request: {
      settings: "Veuillez choisir une devise !",
      wrongPeriod: "Ce fichier est pour la période {file}, mais le rapport est pour {report}.",
      noFile: "Veuillez choisir un fichier.",
      otherSettings:
        "Ce rapport est déjà en cours de saisie en {currency}, échelle 1/{scale} : envoyez-le avec ces paramètres.",
      wrongStatus: "Ce rapport ne peut pas être soumis par fichier dans son état actuel ({status}).",
      submitted: "Rapport envoyé pour approbation",
      savedInProgress:
        "Les valeurs ont été enregistrées ; le rapport reste en cours jusqu'à ce que le client le soumette.",
    },
    fields: {
      sheetForm: "feuille « {sheet} » : formulaire {form}",
      sheetFormAgain: "feuille « {sheet} » : formulaire {form} (en double)",
      emptyKey: "(vide)",
      notAForm: "(pas un formulaire de ce rapport : supprimez la feuille)",
      onlySheet: "uniquement la feuille « {sheet} »",
      missingSheet: "(absente) feuille du formulaire {form}",
      formSheet: "feuille « {sheet} » (formulaire {form})",
      cellKey: "{cell} : {key}",
      cellKeyAgain: "{cell} : {key} (en double)",
      noSuchField: "(ce champ n'existe pas dans {form} : supprimez la ligne)",
      onlyRow: "uniquement la ligne {row}",
      cellLabel: "{cell} : « {label} »",
      labelOfField: "« {label} » ({field})",
      missingField: "(absent) {field}",
      rowWithKey: "feuille « {sheet} » : ligne « {label} » avec la clé {key}",
    },
    cell: {
      formula: "une formule dans une cellule de saisie : saisissez la valeur elle-même",
      excelError: "une erreur Excel ({error})",
      yesOrNo: "oui ou non attendu",
    },
    reasons: {
      digitsOnly: "utilisez uniquement des chiffres, un signe moins au début, des points et des virgules",
      oneDigit: "saisissez au moins un chiffre",
      tooLarge: "le nombre est trop grand",
      number: "nombre attendu",
      negative: "ne peut pas être négatif",
      atLeast: "doit être supérieur ou égal à {min}",
      atMost: "doit être inférieur ou égal à {max}",
      date: "date attendue (JJ-MM-AAAA, MM-JJ-AAAA ou AAAA-MM-JJ)",
      boolean: "vrai ou faux attendu",
      text: "texte attendu",
      choice: "ne fait pas partie des choix proposés",
      maxLength: {
        one: "{count} caractère au maximum",
        many: "{count} de caractères au maximum",
        other: "{count} caractères au maximum",
      },
    },
  },
  es: {
    outdated:
      "La plantilla que ha cargado parece estar desactualizada. Asegúrese de usar la última versión para evitar posibles pérdidas de datos o imprecisiones.",
    mismatch: "El archivo no coincide con la plantilla: {problems}; no se ha guardado nada.",
    injections:
      "El archivo tiene fórmulas en {cells}; se rechazan por seguridad. Escriba valores simples y vuelva a cargarlo; no se ha guardado nada.",
    validations: "Los valores cargados no superan {validations}: {messages} No se ha guardado nada.",
    counts: {
      problems: { one: "{count} problema", many: "{count} de problemas", other: "{count} problemas" },
      inputCells: {
        one: "{count} celda de entrada",
        many: "{count} de celdas de entrada",
        other: "{count} celdas de entrada",
      },
      validations: {
        one: "{count} validación",
        many: "{count} de validaciones",
        other: "{count} validaciones",
      },
    },
    file: {
      empty: "El archivo está vacío. Seleccione la plantilla completada.",
      tooLarge: "El tamaño del archivo debe ser inferior a 3 MB.",
      notSpreadsheet:
        "Este archivo no es un libro de Excel (su contenido no es .xlsx, sea cual sea su nombre). Cargue la plantilla completada.",
      legacyXls:
        "Este es un libro de Excel 97-2003 (.xls), que no se puede leer. Ábralo en Excel, guárdelo como Libro de Excel (.xlsx) y cargue ese archivo.",
      passwordProtected:
        "Este libro está protegido con contraseña (cifrado), por lo que no se puede leer. Quite la contraseña (Archivo › Información › Proteger libro) y vuelva a cargarlo.",
      corrupt: "Este libro está dañado y no se puede abrir. Vuelva a guardarlo en Excel y cárguelo de nuevo.",
      zipBomb:
        "Este archivo ocupa más de {megabytes} MB al descomprimirlo, mucho más que cualquier plantilla; se ha rechazado.",
    },
    request: {
      settings: "¡Seleccione una moneda!",
      wrongPeriod: "Este archivo es del período {file}, pero el informe es del {report}.",
      noFile: "Seleccione un archivo.",
      otherSettings:
        "Este informe ya se está completando en {currency}, escala 1/{scale}: cárguelo con esa configuración.",
      wrongStatus: "Este informe no se puede enviar por archivo en su estado actual ({status}).",
      submitted: "Informe enviado para aprobación",
      savedInProgress: "Los valores se guardaron; el informe sigue en curso hasta que el cliente lo envíe.",
    },
    fields: {
      sheetForm: 'hoja "{sheet}": formulario {form}',
      sheetFormAgain: 'hoja "{sheet}": formulario {form} (duplicado)',
      emptyKey: "(vacío)",
      notAForm: "(no es un formulario de este informe: elimine la hoja)",
      onlySheet: 'solo la hoja "{sheet}"',
      missingSheet: "(falta) hoja del formulario {form}",
      formSheet: 'hoja "{sheet}" (formulario {form})',
      cellKey: "{cell}: {key}",
      cellKeyAgain: "{cell}: {key} (duplicado)",
      noSuchField: "(este campo no existe en {form}: elimine la fila)",
      onlyRow: "solo la fila {row}",
      cellLabel: '{cell}: "{label}"',
      labelOfField: '"{label}" ({field})',
      missingField: "(falta) {field}",
      rowWithKey: 'hoja "{sheet}": fila "{label}" con la clave {key}',
    },
    cell: {
      formula: "una fórmula en una celda de entrada: escriba el valor directamente",
      excelError: "un error de Excel ({error})",
      yesOrNo: "se esperaba sí o no",
    },
    reasons: {
      digitsOnly: "use solo dígitos, un signo menos al principio, puntos y comas",
      oneDigit: "escriba al menos un dígito",
      tooLarge: "el número es demasiado grande",
      number: "se esperaba un número",
      negative: "no puede ser negativo",
      atLeast: "debe ser como mínimo {min}",
      atMost: "debe ser como máximo {max}",
      date: "se esperaba una fecha (DD-MM-AAAA, MM-DD-AAAA o AAAA-MM-DD)",
      boolean: "se esperaba verdadero o falso",
      text: "se esperaba un texto",
      choice: "no es una de las opciones",
      maxLength: {
        one: "{count} carácter como máximo",
        many: "{count} de caracteres como máximo",
        other: "{count} caracteres como máximo",
      },
    },
  },
  pt: {
    outdated:
      "O modelo que enviou parece estar desatualizado. Certifique-se de que está a utilizar a versão mais recente para evitar possíveis perdas de dados ou imprecisões.",
    mismatch: "O ficheiro não corresponde ao modelo: {problems}; nada foi guardado.",
    injections:
      "O ficheiro tem fórmulas em {cells}; por segurança, são recusadas. Escreva valores simples e envie-o novamente; nada foi guardado.",
    validations: "Os valores enviados não cumprem {validations}: {messages} Nada foi guardado.",
    counts: {
      problems: { one: "{count} problema", many: "{count} de problemas", other: "{count} problemas" },
      inputCells: {
        one: "{count} célula de entrada",
        many: "{count} de células de entrada",
        other: "{count} células de entrada",
      },
      validations: {
        one: "{count} regra de validação",
        many: "{count} de regras de validação",
        other: "{count} regras de validação",
      },
    },
    file: {
      empty: "O ficheiro está vazio. Selecione o modelo preenchido.",
      tooLarge: "O tamanho do ficheiro tem de ser inferior a 3 MB.",
      notSpreadsheet:
        "Este ficheiro não é um livro do Excel (o seu conteúdo não é .xlsx, seja qual for o nome). Envie o modelo preenchido.",
      legacyXls:
        "Este é um livro do Excel 97-2003 (.xls), que não pode ser lido. Abra-o no Excel, guarde-o como Livro do Excel (.xlsx) e envie esse ficheiro.",
      passwordProtected:
        "Este livro está protegido por palavra-passe (encriptado), pelo que não pode ser lido. Remova a palavra-passe (Ficheiro › Informações › Proteger Livro) e envie-o novamente.",
      corrupt:
        "Este livro está danificado e não pode ser aberto. Guarde-o novamente no Excel e volte a enviá-lo.",
      zipBomb:
        "Depois de descompactado, este ficheiro ocupa mais de {megabytes} MB, muito mais do que qualquer modelo; foi recusado.",
    },
    request: {
      settings: "Selecione uma moeda!",
      wrongPeriod: "Este ficheiro é do período {file}, mas o relatório é do {report}.",
      noFile: "Selecione um ficheiro.",
      otherSettings:
        "Este relatório já está a ser preenchido em {currency}, escala 1/{scale}: envie-o com essas configurações.",
      wrongStatus: "Este relatório não pode ser enviado por ficheiro no estado atual ({status}).",
      submitted: "Relatório enviado para aprovação",
      savedInProgress:
        "Os valores foram guardados; o relatório continua em andamento até o cliente o enviar.",
    },
    fields: {
      sheetForm: 'folha "{sheet}": formulário {form}',
      sheetFormAgain: 'folha "{sheet}": formulário {form} (em duplicado)',
      emptyKey: "(vazio)",
      notAForm: "(não é um formulário deste relatório: elimine a folha)",
      onlySheet: 'apenas a folha "{sheet}"',
      missingSheet: "(em falta) folha do formulário {form}",
      formSheet: 'folha "{sheet}" (formulário {form})',
      cellKey: "{cell}: {key}",
      cellKeyAgain: "{cell}: {key} (em duplicado)",
      noSuchField: "(este campo não existe em {form}: elimine a linha)",
      onlyRow: "apenas a linha {row}",
      cellLabel: '{cell}: "{label}"',
      labelOfField: '"{label}" ({field})',
      missingField: "(em falta) {field}",
      rowWithKey: 'folha "{sheet}": linha "{label}" com a chave {key}',
    },
    cell: {
      formula: "uma fórmula numa célula de entrada: escreva o próprio valor",
      excelError: "um erro do Excel ({error})",
      yesOrNo: "esperava-se sim ou não",
    },
    reasons: {
      digitsOnly: "use apenas algarismos, um sinal de menos no início, pontos e vírgulas",
      oneDigit: "escreva pelo menos um algarismo",
      tooLarge: "o número é demasiado grande",
      number: "esperava-se um número",
      negative: "não pode ser negativo",
      atLeast: "tem de ser pelo menos {min}",
      atMost: "tem de ser no máximo {max}",
      date: "esperava-se uma data (DD-MM-AAAA, MM-DD-AAAA ou AAAA-MM-DD)",
      boolean: "esperava-se verdadeiro ou falso",
      text: "esperava-se um texto",
      choice: "não é uma das opções",
      maxLength: {
        one: "{count} carácter no máximo",
        many: "{count} de caracteres no máximo",
        other: "{count} caracteres no máximo",
      },
    },
  },
  ru: {
    outdated:
      "Похоже, загруженный шаблон устарел. Используйте последнюю версию, чтобы избежать возможной потери данных или неточностей.",
    mismatch: "Файл не соответствует шаблону: {problems}; ничего не сохранено.",
    injections:
      "В файле есть формулы в {cells}; из соображений безопасности они не принимаются. Введите простые значения и загрузите файл снова; ничего не сохранено.",
    validations: "Загруженные значения не проходят {validations}: {messages} Ничего не сохранено.",
    counts: {
      problems: {
        one: "{count} ошибка",
        few: "{count} ошибки",
        many: "{count} ошибок",
        other: "{count} ошибки",
      },
      // "в {cells}": the prepositional case.
      inputCells: {
        one: "{count} ячейке для ввода",
        few: "{count} ячейках для ввода",
        many: "{count} ячейках для ввода",
        other: "{count} ячейках для ввода",
      },
      // "не проходят {validations}": the accusative case.
      validations: {
        one: "{count} проверку",
        few: "{count} проверки",
        many: "{count} проверок",
        other: "{count} проверки",
      },
    },
    file: {
      empty: "Файл пуст. Выберите заполненный шаблон.",
      tooLarge: "Размер файла должен быть меньше 3 МБ.",
      notSpreadsheet:
        "Этот файл не является книгой Excel (его содержимое не в формате .xlsx, как бы он ни назывался). Загрузите заполненный шаблон.",
      legacyXls:
        "Это книга Excel 97-2003 (.xls), её невозможно прочитать. Откройте её в Excel, сохраните как «Книга Excel (.xlsx)» и загрузите этот файл.",
      passwordProtected:
        "Эта книга защищена паролем (зашифрована), поэтому её невозможно прочитать. Снимите пароль (Файл › Сведения › Защитить книгу) и загрузите её снова.",
      corrupt:
        "Эта книга повреждена, её невозможно открыть. Сохраните её заново в Excel и загрузите ещё раз.",
      zipBomb:
        "В распакованном виде этот файл занимает более {megabytes} МБ, намного больше любого шаблона; он отклонён.",
    },
    request: {
      settings: "Выберите валюту!",
      wrongPeriod: "Этот файл за период {file}, а отчёт — за {report}.",
      noFile: "Выберите файл.",
      otherSettings:
        "Этот отчёт уже заполняется в {currency}, масштаб 1/{scale}: загружайте файл с этими настройками.",
      wrongStatus: "Этот отчёт нельзя отправить файлом в его текущем статусе ({status}).",
      submitted: "Отчёт отправлен на утверждение",
      savedInProgress: "Значения сохранены; отчёт остаётся в работе, пока клиент его не отправит.",
    },
    fields: {
      sheetForm: "лист «{sheet}»: форма {form}",
      sheetFormAgain: "лист «{sheet}»: форма {form} (повторно)",
      emptyKey: "(пусто)",
      notAForm: "(не форма этого отчёта: удалите лист)",
      onlySheet: "только лист «{sheet}»",
      missingSheet: "(отсутствует) лист формы {form}",
      formSheet: "лист «{sheet}» (форма {form})",
      cellKey: "{cell}: {key}",
      cellKeyAgain: "{cell}: {key} (повторно)",
      noSuchField: "(такого поля нет в «{form}»: удалите строку)",
      onlyRow: "только строка {row}",
      cellLabel: "{cell}: «{label}»",
      labelOfField: "«{label}» ({field})",
      missingField: "(отсутствует) {field}",
      rowWithKey: "лист «{sheet}»: строка «{label}» с ключом {key}",
    },
    cell: {
      formula: "формула в ячейке для ввода: введите само значение",
      excelError: "ошибка Excel ({error})",
      yesOrNo: "ожидается «да» или «нет»",
    },
    reasons: {
      digitsOnly: "используйте только цифры, знак минуса в начале, точки и запятые",
      oneDigit: "введите хотя бы одну цифру",
      tooLarge: "число слишком большое",
      number: "ожидается число",
      negative: "не может быть отрицательным",
      atLeast: "должно быть не меньше {min}",
      atMost: "должно быть не больше {max}",
      date: "ожидается дата (ДД-ММ-ГГГГ, ММ-ДД-ГГГГ или ГГГГ-ММ-ДД)",
      boolean: "ожидается «истина» или «ложь»",
      text: "ожидается текст",
      choice: "не входит в список вариантов",
      // "не более": the genitive case.
      maxLength: {
        one: "не более {count} символа",
        few: "не более {count} символов",
        many: "не более {count} символов",
        other: "не более {count} символа",
      },
    },
  },
};

export function uploadTexts(language: string): UploadTexts {
  return UPLOAD_TEXTS[templateLanguage(language)];
}

/** Plural rules per language; the Portuguese texts are European, whose rules differ from Brazil's (0). */
const PLURAL_RULES: Record<TemplateLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules("en"),
  fr: new Intl.PluralRules("fr"),
  es: new Intl.PluralRules("es"),
  pt: new Intl.PluralRules("pt-PT"),
  ru: new Intl.PluralRules("ru"),
};

export function pluralRules(language: string): Intl.PluralRules {
  return PLURAL_RULES[templateLanguage(language)];
}

/** "3 problems", "1 ошибка", "5 ошибок": the form the language's plural rules pick for the count. */
export function counted(forms: Plural<never>, count: number, language: string): string {
  const byCategory: Partial<Record<Intl.LDMLPluralRule, string>> = forms;
  return fillIn(byCategory[pluralRules(language).select(count)] ?? forms.other, { count });
}

export function mismatchMessage(problems: number, language: string): string {
  const texts = uploadTexts(language);
  return fillIn(texts.mismatch, { problems: counted(texts.counts.problems, problems, language) });
}

export function injectionsMessage(cells: number, language: string): string {
  const texts = uploadTexts(language);
  return fillIn(texts.injections, { cells: counted(texts.counts.inputCells, cells, language) });
}

export function validationsMessage(messages: readonly string[], language: string): string {
  const texts = uploadTexts(language);
  return fillIn(texts.validations, {
    validations: counted(texts.counts.validations, messages.length, language),
    messages: messages.join(" "),
  });
}

type ReasonKey = keyof ReasonTexts<never>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An English text with `{placeholders}` → a pattern that reads their values back. */
function patternOf(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+)` : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

// normalise writes English, and ../reports/wizard.ts stays as it is: its reasons are recognised by their words.
const REASON_PATTERNS: ReadonlyArray<[ReasonKey, RegExp]> = Object.entries(UPLOAD_TEXTS.en.reasons).map(
  ([key, text]) => [key as ReasonKey, patternOf(typeof text === "string" ? text : text.other)],
);

/** A reason of `normalise` in the language; a reason these texts do not know stays as it is (English). */
export function valueReason(problem: string, language: string): string {
  const reasons = uploadTexts(language).reasons;
  for (const [key, pattern] of REASON_PATTERNS) {
    const match = pattern.exec(problem);
    if (!match) continue;
    const values = { ...match.groups };
    const text = reasons[key];
    return typeof text === "string" ? fillIn(text, values) : counted(text, Number(values.count), language);
  }
  return problem;
}
