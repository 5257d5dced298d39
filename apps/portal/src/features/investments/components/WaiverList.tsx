// The waivers of one covenant (spec 3 §2): type, start, end, replacement covenant, range and alert
// threshold, the one in effect today marked; Add, Edit and Delete as the investment's flags allow.
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Space, Table, Tag, Tooltip, Typography } from "antd";
import type { TableProps } from "antd";
import { useT } from "../../../i18n/useT";
import { dateLabel } from "../format";
import { waiverTypeLabel } from "../labels";
import type { InvestmentCovenant, InvestmentFlags, InvestmentWaiver } from "../types";
import { LimitValue } from "./Limits";

export interface WaiverListProps {
  covenant: InvestmentCovenant;
  flags: InvestmentFlags;
  busy: boolean;
  onAdd(): void;
  onEdit(waiver: InvestmentWaiver): void;
  onDelete(waiver: InvestmentWaiver): void;
}

export function WaiverList({ covenant, flags, busy, onAdd, onEdit, onDelete }: WaiverListProps) {
  const t = useT();
  const name = covenant.centralCovenantId.name;
  const inEffect = covenant.waiverInEffect?._id;
  const unitOf = (waiver: InvestmentWaiver) =>
    waiver.waiverType === "REPLACE"
      ? (waiver.centralCovenant?.fieldType ?? covenant.centralCovenantId.fieldType)
      : covenant.centralCovenantId.fieldType;
  const limit = (waiver: InvestmentWaiver, stored: number | null | undefined) =>
    waiver.waiverType === "DISABLE" ? "" : <LimitValue stored={stored} fieldType={unitOf(waiver)} />;
  const mayAct = flags.canEditWaivers || flags.canDeleteWaivers;

  const columns: TableProps<InvestmentWaiver>["columns"] = [
    {
      key: "type",
      title: t("investment-waiver-col-type"),
      render: (_, waiver) => (
        <Space size={4} wrap>
          {waiverTypeLabel(t, waiver.waiverType)}
          {waiver._id === inEffect && <Tag className="tag-in-effect">{t("investment-waiver-in-effect")}</Tag>}
        </Space>
      ),
    },
    {
      key: "start",
      title: t("investment-waiver-col-start"),
      className: "nowrap",
      render: (_, waiver) => dateLabel(waiver.startDate),
    },
    {
      key: "end",
      title: t("investment-waiver-col-end"),
      className: "nowrap",
      render: (_, waiver) => dateLabel(waiver.endDate),
    },
    {
      key: "replacement",
      title: t("investment-waiver-col-replacement"),
      render: (_, waiver) => (waiver.waiverType === "REPLACE" ? (waiver.centralCovenant?.name ?? "") : ""),
    },
    {
      key: "min",
      title: t("investment-covenant-col-min"),
      render: (_, waiver) => limit(waiver, waiver.range?.min),
    },
    {
      key: "max",
      title: t("investment-covenant-col-max"),
      render: (_, waiver) => limit(waiver, waiver.range?.max),
    },
    {
      key: "alert",
      title: t("investment-covenant-col-alert"),
      render: (_, waiver) => limit(waiver, waiver.alertThreshold),
    },
    ...(mayAct
      ? [
          {
            key: "actions",
            title: t("actions"),
            render: (_: unknown, waiver: InvestmentWaiver) => {
              const what = `${waiverTypeLabel(t, waiver.waiverType)} ${dateLabel(waiver.startDate)} – ${dateLabel(waiver.endDate)}`;
              return (
                <Space size="small">
                  {flags.canEditWaivers && (
                    <Tooltip title={t("investment-waiver-edit")}>
                      <Button
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t("investment-waiver-edit-named", { waiver: what })}
                        disabled={busy}
                        onClick={() => onEdit(waiver)}
                      />
                    </Tooltip>
                  )}
                  {flags.canDeleteWaivers && (
                    <Tooltip title={t("investment-waiver-delete")}>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t("investment-waiver-delete-named", { waiver: what })}
                        disabled={busy}
                        onClick={() => onDelete(waiver)}
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
    <div className="waiver-list">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={4} className="waiver-list__title">
          {t("investment-waivers-of", { name })}
        </Typography.Title>
        {flags.canAddWaivers && (
          <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={busy} onClick={onAdd}>
            {t("investment-waiver-add")}
          </Button>
        )}
      </Flex>
      <Table<InvestmentWaiver>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={covenant.waivers}
        pagination={false}
        locale={{ emptyText: t("investment-waivers-empty") }}
        rowClassName={(waiver) => (waiver._id === inEffect ? "waiver-in-effect" : "")}
        scroll={{ x: "max-content" }}
      />
    </div>
  );
}
