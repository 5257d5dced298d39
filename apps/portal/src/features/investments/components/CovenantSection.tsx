// The covenants of an investment (spec 3 §2, §4, §8): each covenant's name (its guide as help), field type,
// range and alert threshold, its waivers in an expandable row; the waiver in effect today struck through
// (DISABLE and REPLACE: the name and values; ALTER: the original limits, the waiver's beside them); the
// archived warning for users who may edit or delete. Add (search a central covenant, Add: created, and its
// form opens; Cancel there deletes it again), Edit, Delete after confirmation; waivers added, edited and
// deleted per covenant. Every button follows the investment's flags. Errors of these calls are toasts and
// are also kept in an alert above the list until dismissed.
import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { Alert, App, Button, Flex, Space, Table, Tag, Tooltip, Typography } from "antd";
import type { TableProps } from "antd";
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { useApi } from "../../../api/ApiContext";
import {
  CreateCovenantDocument,
  CreateWaiverDocument,
  DeleteCovenantDocument,
  DeleteWaiverDocument,
  UpdateCovenantDocument,
  UpdateWaiverDocument,
} from "../../../api/generated/typed/features/investments/documents";
import { assertSuccess } from "../../../api/mutationResult";
import type { MutationResult } from "../../../api/types";
import { localizeApiError } from "../../../i18n/apiMessages";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { useNotify } from "../../../ui/notify";
import { dateLabel } from "../format";
import { fieldTypeLabel } from "../labels";
import type {
  Investment,
  InvestmentCovenant,
  InvestmentCovenantInput,
  InvestmentWaiver,
  WaiverInput,
} from "../types";
import { useInvestmentUpdates } from "../useInvestment";
import { CovenantForm } from "./CovenantForm";
import { CovenantSearch } from "./CovenantSearch";
import { WaivedLimit } from "./Limits";
import { WaiverForm } from "./WaiverForm";
import { WaiverList } from "./WaiverList";

type CovenantEditing = { covenant: InvestmentCovenant; creating: boolean } | null;
type WaiverEditing = { covenant: InvestmentCovenant; waiver: InvestmentWaiver | null } | null;

export function CovenantSection({ investment }: { investment: Investment }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { modal } = App.useApp();
  const language = useAtomValue(languageAtom);
  const updates = useInvestmentUpdates(investment._id);
  const { flags } = investment;
  const headingId = useId();
  const searchId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<CovenantEditing>(null);
  const [waiverEditing, setWaiverEditing] = useState<WaiverEditing>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[]>(() =>
    investment.covenants.filter((covenant) => covenant.waiverInEffect).map((covenant) => covenant._id),
  );

  /** Runs a covenant or waiver call; a failure is a toast and is kept above the list. */
  async function call<T extends MutationResult>(
    failureId: string,
    name: string,
    run: () => Promise<T>,
  ): Promise<T | null> {
    try {
      const result = await run();
      assertSuccess(result, t("investment-covenant-call-failed-unknown"));
      return result;
    } catch (error) {
      const text = t(failureId, { name, message: localizeApiError(t, error) });
      notify.error(text);
      setErrors((kept) => [...kept.filter((one) => one !== text), text]);
      return null;
    }
  }

  const vars = { investmentId: investment._id, language };

  const add = async () => {
    if (!chosen) return;
    setAdding(true);
    const result = await call("investment-covenant-add-failed", "", () =>
      api
        .graphql(CreateCovenantDocument, {
          ...vars,
          covenantId: chosen,
        })
        .then((answer) => answer.createCovenant),
    );
    setAdding(false);
    if (!result) return;
    updates.setCovenants(result.covenants);
    setChosen(undefined);
    const created =
      result.covenant ??
      result.covenants.find(
        (covenant) => !investment.covenants.some((existing) => existing._id === covenant._id),
      );
    if (created) setEditing({ covenant: created, creating: true });
  };

  const save = async (covenant: InvestmentCovenant, input: InvestmentCovenantInput): Promise<boolean> => {
    const result = await call("investment-covenant-save-failed", covenant.centralCovenantId.name, () =>
      api
        .graphql(UpdateCovenantDocument, {
          ...vars,
          covenantId: covenant._id,
          covenant: input,
        })
        .then((answer) => answer.updateCovenant),
    );
    if (!result) return false;
    updates.setCovenants(result.covenants);
    notify.success(t("investment-covenant-saved", { name: covenant.centralCovenantId.name }));
    setEditing(null);
    return true;
  };

  const remove = async (covenant: InvestmentCovenant, quiet = false): Promise<boolean> => {
    setBusy(true);
    const result = await call("investment-covenant-delete-failed", covenant.centralCovenantId.name, () =>
      api
        .graphql(DeleteCovenantDocument, {
          ...vars,
          covenantId: covenant._id,
          centralCovenantId: covenant.centralCovenantId._id,
        })
        .then((answer) => answer.deleteCovenant),
    );
    setBusy(false);
    if (!result) return false;
    updates.setCovenants(result.covenants);
    if (!quiet) notify.success(t("investment-covenant-deleted", { name: covenant.centralCovenantId.name }));
    return true;
  };

  const confirmRemove = (covenant: InvestmentCovenant) =>
    modal.confirm({
      title: t("investment-covenant-delete-confirm"),
      content: covenant.centralCovenantId.name,
      okText: t("investment-delete"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: () => remove(covenant),
    });

  const saveWaiver = async (
    covenant: InvestmentCovenant,
    waiver: InvestmentWaiver | null,
    input: WaiverInput,
  ): Promise<boolean> => {
    const result = await call("investment-waiver-save-failed", covenant.centralCovenantId.name, () =>
      waiver
        ? api
            .graphql(UpdateWaiverDocument, {
              ...vars,
              covenantId: covenant._id,
              waiverId: waiver._id,
              waiver: input,
            })
            .then((answer) => answer.updateWaiver)
        : api
            .graphql(CreateWaiverDocument, {
              ...vars,
              covenantId: covenant._id,
              waiver: input,
            })
            .then((answer) => answer.createWaiver),
    );
    if (!result) return false;
    updates.setWaivers(covenant._id, result.waivers);
    notify.success(t("investment-waiver-saved", { name: covenant.centralCovenantId.name }));
    setWaiverEditing(null);
    setExpanded((keys) => (keys.includes(covenant._id) ? keys : [...keys, covenant._id]));
    return true;
  };

  const confirmRemoveWaiver = (covenant: InvestmentCovenant, waiver: InvestmentWaiver) =>
    modal.confirm({
      title: t("investment-waiver-delete-confirm"),
      content: `${covenant.centralCovenantId.name}: ${dateLabel(waiver.startDate)} – ${dateLabel(waiver.endDate)}`,
      okText: t("investment-delete"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: async () => {
        setBusy(true);
        const result = await call("investment-waiver-delete-failed", covenant.centralCovenantId.name, () =>
          api
            .graphql(DeleteWaiverDocument, {
              ...vars,
              covenantId: covenant._id,
              waiverId: waiver._id,
            })
            .then((answer) => answer.deleteWaiver),
        );
        setBusy(false);
        if (!result) return;
        updates.setWaivers(covenant._id, result.waivers);
        notify.success(t("investment-waiver-deleted", { name: covenant.centralCovenantId.name }));
      },
    });

  const mayChange = flags.canEditCovenants || flags.canDeleteCovenants;
  const columns: TableProps<InvestmentCovenant>["columns"] = [
    {
      key: "name",
      title: t("investment-covenant-col-name"),
      render: (_, covenant) => <CovenantName covenant={covenant} showArchived={mayChange} />,
    },
    {
      key: "fieldType",
      title: t("investment-covenant-col-type"),
      render: (_, covenant) => fieldTypeLabel(t, covenant.centralCovenantId.fieldType),
    },
    ...(["min", "max", "alert"] as const).map((which) => ({
      key: which,
      title: t(
        which === "min"
          ? "investment-covenant-col-min"
          : which === "max"
            ? "investment-covenant-col-max"
            : "investment-covenant-col-alert",
      ),
      className: "nowrap",
      render: (_: unknown, covenant: InvestmentCovenant) => {
        const waiver = covenant.waiverInEffect;
        const pick = (
          range: { min: number | null; max: number | null } | null | undefined,
          alert: number | null | undefined,
        ) => (which === "alert" ? alert : which === "min" ? range?.min : range?.max);
        return (
          <WaivedLimit
            stored={pick(covenant.range, covenant.alertThreshold)}
            fieldType={covenant.centralCovenantId.fieldType}
            waiver={waiver}
            waived={waiver ? pick(waiver.range, waiver.alertThreshold) : null}
            waivedFieldType={
              waiver?.waiverType === "REPLACE"
                ? (waiver.centralCovenant?.fieldType ?? covenant.centralCovenantId.fieldType)
                : covenant.centralCovenantId.fieldType
            }
          />
        );
      },
    })),
    ...(flags.canReadWaivers
      ? [
          {
            key: "waivers",
            title: t("investment-covenant-col-waivers"),
            align: "right" as const,
            render: (_: unknown, covenant: InvestmentCovenant) => covenant.waivers.length,
          },
        ]
      : []),
    ...(mayChange
      ? [
          {
            key: "actions",
            title: t("actions"),
            render: (_: unknown, covenant: InvestmentCovenant) => {
              const name = covenant.centralCovenantId.name;
              return (
                <Space size="small">
                  {flags.canEditCovenants && (
                    <Tooltip title={t("investment-covenant-edit")}>
                      <Button
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t("investment-covenant-edit-named", { name })}
                        disabled={busy}
                        onClick={() => setEditing({ covenant, creating: false })}
                      />
                    </Tooltip>
                  )}
                  {flags.canDeleteCovenants && (
                    <Tooltip title={t("investment-covenant-delete")}>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t("investment-covenant-delete-named", { name })}
                        disabled={busy}
                        onClick={() => confirmRemove(covenant)}
                      />
                    </Tooltip>
                  )}
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section className="covenant-section" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {t("investment-covenants-title")}
      </Typography.Title>
      {errors.length > 0 && (
        <Alert
          className="covenant-errors"
          type="error"
          showIcon
          closable={{ "aria-label": t("investment-covenant-errors-dismiss") }}
          onClose={() => setErrors([])}
          title={errors.length === 1 ? errors[0] : t("investment-covenant-errors-title")}
          description={
            errors.length > 1 ? (
              <ul className="covenant-errors__list">
                {errors.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {flags.canAddCovenants && (
        <Flex className="covenant-add" gap="small" align="flex-end" wrap>
          <div className="covenant-add__field">
            <label htmlFor={searchId} className="covenant-add__label">
              {t("investment-covenant-add-label")}
            </label>
            <CovenantSearch
              id={searchId}
              className="covenant-add__search"
              clientId={investment.client._id}
              value={chosen}
              exclude={investment.covenants.map((covenant) => covenant.centralCovenantId._id)}
              onChange={(value) => setChosen(value)}
            />
          </div>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={!chosen}
            loading={adding}
            onClick={() => void add()}
          >
            {t("investment-covenant-add")}
          </Button>
        </Flex>
      )}
      <Table<InvestmentCovenant>
        className="covenant-table"
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={investment.covenants}
        pagination={false}
        locale={{ emptyText: t("investment-covenants-empty") }}
        scroll={{ x: "max-content" }}
        expandable={
          flags.canReadWaivers
            ? {
                expandedRowKeys: expanded,
                onExpandedRowsChange: (keys) => setExpanded(keys),
                expandedRowRender: (covenant) => (
                  <WaiverList
                    covenant={covenant}
                    flags={flags}
                    busy={busy}
                    onAdd={() => setWaiverEditing({ covenant, waiver: null })}
                    onEdit={(waiver) => setWaiverEditing({ covenant, waiver })}
                    onDelete={(waiver) => confirmRemoveWaiver(covenant, waiver)}
                  />
                ),
              }
            : undefined
        }
      />
      {editing && (
        <CovenantForm
          key={editing.covenant._id}
          covenant={editing.covenant}
          creating={editing.creating}
          onSave={(input) => save(editing.covenant, input)}
          onCancel={async () => {
            // Cancel on a covenant just added takes it off again (spec 3 §2).
            if (editing.creating) await remove(editing.covenant, true);
            setEditing(null);
          }}
        />
      )}
      {waiverEditing && (
        <WaiverForm
          key={waiverEditing.waiver?._id ?? `new-${waiverEditing.covenant._id}`}
          clientId={investment.client._id}
          covenant={waiverEditing.covenant}
          waiver={waiverEditing.waiver}
          onSave={(input) => saveWaiver(waiverEditing.covenant, waiverEditing.waiver, input)}
          onCancel={() => setWaiverEditing(null)}
        />
      )}
    </section>
  );
}

/** A covenant's name with its guide as help, the waiver in effect and, for editors, the archived warning. */
function CovenantName({ covenant, showArchived }: { covenant: InvestmentCovenant; showArchived: boolean }) {
  const t = useT();
  const guideId = useId();
  const central = covenant.centralCovenantId;
  const waiver = covenant.waiverInEffect;
  const until = waiver ? dateLabel(waiver.endDate) : "";
  const struck = waiver && waiver.waiverType !== "ALTER";
  return (
    <div className="covenant-name">
      <span className="covenant-name__text">
        {struck ? (
          <del>
            {central.name}
            <span className="visually-hidden"> ({t("investment-waived-until", { date: until })})</span>
          </del>
        ) : (
          central.name
        )}
        {central.guide && (
          <>
            <Tooltip title={central.guide}>
              <Button
                type="text"
                size="small"
                className="covenant-guide"
                icon={<QuestionCircleOutlined aria-hidden />}
                aria-label={t("investment-covenant-guide", { name: central.name })}
                aria-describedby={guideId}
              />
            </Tooltip>
            <span id={guideId} className="visually-hidden">
              {central.guide}
            </span>
          </>
        )}
      </span>
      {waiver && (
        <Tag className={`waiver-tag waiver-tag--${waiver.waiverType.toLowerCase()}`}>
          {waiver.waiverType === "DISABLE"
            ? t("investment-waiver-note-disable", { date: until })
            : waiver.waiverType === "REPLACE"
              ? t("investment-waiver-note-replace", { date: until, name: waiver.centralCovenant?.name ?? "" })
              : t("investment-waiver-note-alter", { date: until })}
        </Tag>
      )}
      {showArchived && central.archived ? (
        <div className="covenant-archived">
          <WarningOutlined aria-hidden className="covenant-archived__icon" />{" "}
          {t("investment-covenant-archived", { date: dateLabel(central.archived) })}
        </div>
      ) : null}
    </div>
  );
}
