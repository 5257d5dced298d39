// The exchange rates export (spec 3 §2, §5, §9): a currency (those seen in the rates, USD by default) and
// periods (years 2000 to this year × months), both required ('Please fill in all the information.'), then
// the file of the rate of 1 USD in that currency per month.
import { useQuery } from "@tanstack/react-query";
import { Form, Modal, Select } from "antd";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { useApi } from "../../api/ApiContext";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { useNotify } from "../../ui/notify";
import { EXPORT_MONTHS, exchangePeriods, exportYears } from "./exchangeExportPeriods";
import { exchangeRateKeys } from "./queryKeys";
import { GeneratingExport } from "../exports/GeneratingExport";
import { useExportDownload } from "../exports/useExportDownload";
import {
  CreateExportExchangeDocument,
  ExchangeRateCurrenciesDocument,
} from "../../api/generated/typed/features/exports/documents";

export const BASE_CURRENCY = "USD";

export function ExchangeExportModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { run, generating } = useExportDownload();
  const [currency, setCurrency] = useState<string | undefined>(BASE_CURRENCY);
  const [years, setYears] = useState<number[]>([]);
  const [months, setMonths] = useState<number[]>([]);
  const language = useAtomValue(languageAtom);
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }),
    [language],
  );

  const seen = useQuery({
    queryKey: exchangeRateKeys.currencies,
    queryFn: ({ signal }) =>
      api
        .graphql(ExchangeRateCurrenciesDocument, {}, { signal })
        .then((answer) => answer.exchangeRates.results),
  });
  const currencies = useMemo(() => {
    const codes = new Set([BASE_CURRENCY, ...(seen.data ?? []).flatMap((rate) => rate.currencies)]);
    return [...codes].sort();
  }, [seen.data]);

  const submit = () => {
    const periods = exchangePeriods(years, months);
    if (!currency || periods.length === 0) {
      notify.error(t("exports-exchange-incomplete"));
      return;
    }
    void run(() =>
      api
        .graphql(CreateExportExchangeDocument, { currency, periods })
        .then((answer) => answer.createExportExchange),
    );
  };

  return (
    <Modal
      open
      title={t("exports-exchange-title")}
      okText={t("exports-exchange-export")}
      cancelText={t("exports-exchange-cancel")}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: generating }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t("exports-exchange-currency")} htmlFor="exports-exchange-currency" required>
          <Select
            id="exports-exchange-currency"
            showSearch
            value={currency}
            onChange={setCurrency}
            loading={seen.isFetching}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item label={t("exports-exchange-years")} htmlFor="exports-exchange-years" required>
          <Select
            id="exports-exchange-years"
            mode="multiple"
            value={years}
            onChange={setYears}
            options={exportYears(new Date()).map((year) => ({ value: year, label: String(year) }))}
          />
        </Form.Item>
        <Form.Item label={t("exports-exchange-months")} htmlFor="exports-exchange-months" required>
          <Select
            id="exports-exchange-months"
            mode="multiple"
            value={months}
            onChange={setMonths}
            options={EXPORT_MONTHS.map((month) => ({
              value: month,
              label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
            }))}
          />
        </Form.Item>
      </Form>
      <GeneratingExport generating={generating} />
    </Modal>
  );
}
