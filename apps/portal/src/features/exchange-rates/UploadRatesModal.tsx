// Loading a month's exchange rates from a file (docs/exchange-rates.md), in two steps the API keeps
// stateless: Preview sends the month and the file and shows what the API read (the quotes, or every problem by
// row number); Store sends the same file again, and only then is anything stored. A refusal or a failed
// request keeps the dialog open with the month and the file chosen, to correct and try again. A refusal and
// its row problems are worded in the interface language from their message ids, else in the API's English.
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, DatePicker, Modal, Table, Typography } from "antd";
import type { TableProps } from "antd";
import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { useNotify } from "../../ui/notify";
import { ratesFileOf } from "./fileContent";
import { monthKeyLabel, pairLabel, rateLabel } from "./format";
import { exchangeRateKeys } from "./queryKeys";
import type { Quote, UploadResult } from "./types";
import {
  PreviewExchangeRatesDocument,
  UploadExchangeRatesDocument,
} from "../../api/generated/typed/features/exchange-rates/documents";

const MONTH_ID = "xrates-upload-month";
const FILE_ID = "xrates-upload-file";
const EXAMPLE_ID = "xrates-upload-example";
const ACCEPTED = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const QUOTES_PAGE_SIZE = 15;
export const FILE_EXAMPLE = "currency,rate\nEUR,0.9234\nPEN,3.7512\nKES,129.45";

export function UploadRatesModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Rates are loaded once a month has ended: the previous month is the usual choice.
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, "month").startOf("month"));
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [busy, setBusy] = useState<"preview" | "upload" | null>(null);

  const send = async (step: "preview" | "upload"): Promise<UploadResult | null> => {
    if (!month || !file) return null;
    setBusy(step);
    try {
      const variables = { month: month.format("YYYY-MM"), file: await ratesFileOf(file) };
      if (step === "preview") {
        const answer = await api.graphql(PreviewExchangeRatesDocument, variables);
        return answer.previewExchangeRates;
      }
      const answer = await api.graphql(UploadExchangeRatesDocument, variables);
      return answer.uploadExchangeRates;
    } catch (error) {
      notify.apiError(error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const preview = async () => {
    const answer = await send("preview");
    if (answer) setResult(answer);
  };

  const store = async () => {
    const answer = await send("upload");
    if (!answer) return;
    if (!answer.success) {
      setResult(answer);
      return;
    }
    notify.success(t("xrates-stored", { month: monthKeyLabel(answer.month ?? "") }));
    void queryClient.invalidateQueries({ queryKey: exchangeRateKeys.lists });
    void queryClient.invalidateQueries({ queryKey: exchangeRateKeys.details });
    onClose();
  };

  // What was previewed belongs to that month and file: choosing again asks for a new preview.
  const choose = (change: () => void) => {
    change();
    setResult(null);
  };

  return (
    <Modal
      open
      title={t("xrates-load")}
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("cancel")}
        </Button>,
        <Button
          key="preview"
          disabled={!month || !file || busy !== null}
          loading={busy === "preview"}
          onClick={() => void preview()}
        >
          {t("xrates-preview")}
        </Button>,
        <Button
          key="store"
          type="primary"
          disabled={!result?.success || busy !== null}
          loading={busy === "upload"}
          onClick={() => void store()}
        >
          {t("xrates-confirm")}
        </Button>,
      ]}
    >
      <div className="xrates-upload">
        <label htmlFor={MONTH_ID}>{t("xrates-col-month")}</label>
        <DatePicker
          id={MONTH_ID}
          picker="month"
          format="MMM/YYYY"
          allowClear={false}
          value={month}
          disabledDate={(candidate) => candidate.isAfter(dayjs(), "month")}
          onChange={(chosen: Dayjs | null) => choose(() => setMonth(chosen))}
        />
        <label htmlFor={FILE_ID}>{t("xrates-file")}</label>
        <input
          id={FILE_ID}
          type="file"
          accept={ACCEPTED}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            choose(() => setFile(chosen));
          }}
        />
        <Typography.Paragraph className="xrates-upload__help">{t("xrates-help")}</Typography.Paragraph>
        <figure className="xrates-upload__example" aria-labelledby={EXAMPLE_ID}>
          <figcaption id={EXAMPLE_ID}>{t("xrates-example")}</figcaption>
          <pre>{FILE_EXAMPLE}</pre>
        </figure>
        {result ? <PreviewOutcome result={result} /> : null}
      </div>
    </Modal>
  );
}

function PreviewOutcome({ result }: { result: UploadResult }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (!result.success)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={result.error ? localizeWording(t, result.error) : undefined}
        description={
          result.problems.length > 0 ? (
            <ul className="xrates-upload__problems">
              {result.problems.map((problem) => (
                <li key={`${problem.row}:${problem.message}`}>{localizeWording(t, problem)}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    );
  const columns: TableProps<Quote>["columns"] = [
    { key: "currency", title: t("xrates-col-currency"), render: (_, row) => row.currency },
    { key: "pair", title: t("xrates-col-pair"), render: (_, row) => pairLabel(row.pair) },
    {
      key: "rate",
      title: t("xrates-col-rate"),
      align: "right",
      render: (_, row) => rateLabel(row.rate, language),
    },
  ];
  return (
    <>
      {result.replaces && result.month ? (
        <Alert type="warning" showIcon title={t("xrates-replaces", { month: monthKeyLabel(result.month) })} />
      ) : null}
      <Table<Quote>
        className="xrates-upload__quotes"
        rowKey="currency"
        size="small"
        columns={columns}
        dataSource={result.quotes}
        pagination={
          result.quotes.length > QUOTES_PAGE_SIZE
            ? { pageSize: QUOTES_PAGE_SIZE, showSizeChanger: false }
            : false
        }
      />
    </>
  );
}
