// Archiving a covenant from a date (sent as YYYYMMDD): from then on it can no longer be chosen for new
// covenants or waivers. An archived covenant can have its date changed or be made active again.
import { Alert, Button, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/I18nProvider";
import { archiveCovenant } from "./covenantApi";
import type { CentralCovenant } from "./covenantApi";
import { dateNumberToInput, inputToDateNumber } from "./dates";

function todayInput(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

export function ArchiveCovenantModal({
  covenant,
  onClose,
  onArchived,
}: {
  covenant: CentralCovenant;
  onClose: () => void;
  onArchived: () => void;
}) {
  const t = useT();
  const [date, setDate] = useState(() => dateNumberToInput(covenant.archived) || todayInput());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asFrom = inputToDateNumber(date);

  async function send(value: number | null) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await archiveCovenant(covenant._id, value);
      if (result.success) {
        onClose();
        onArchived();
      } else {
        setFailure(result.error ? localizeWording(t, result.error) : t("sections-covenants-archive-failed"));
      }
    } catch (error) {
      setFailure(localizeApiError(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t("sections-covenants-archive-title", { name: covenant.label })}
      onCancel={onClose}
      footer={[
        covenant.archived ? (
          <Button key="restore" disabled={busy} onClick={() => void send(null)}>
            {t("sections-covenants-restore")}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t("sections-cancel")}
        </Button>,
        <Button
          key="archive"
          danger
          type="primary"
          loading={busy}
          disabled={asFrom === null}
          onClick={() => void send(asFrom)}
        >
          {t("sections-covenants-archive")}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t("sections-covenants-archive-text")}</Typography.Paragraph>
      {failure && <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <label htmlFor="studio-archive-date">{t("sections-covenants-as-from")}</label>
      <Input
        id="studio-archive-date"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
    </Modal>
  );
}
