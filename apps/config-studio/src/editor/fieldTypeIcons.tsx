// The icon of each field type in the tree (a computed field shows the formula icon instead).
import {
  AlignLeftOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  DollarOutlined,
  FolderOutlined,
  FontSizeOutlined,
  FunctionOutlined,
  NumberOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import type { FieldDefinition, FieldType } from "@ledgerline/schemas";
import type { ReactNode } from "react";

const ICONS: Record<FieldType, ReactNode> = {
  numeric: <NumberOutlined />,
  currency: <DollarOutlined />,
  percentual: <PercentageOutlined />,
  date: <CalendarOutlined />,
  dropdown: <UnorderedListOutlined />,
  text: <FontSizeOutlined />,
  textarea: <AlignLeftOutlined />,
  fieldset: <FolderOutlined />,
  COVENANT: <SafetyCertificateOutlined />,
  boolean: <CheckSquareOutlined />,
};

export function FieldTypeIcon({ field }: { field: FieldDefinition }) {
  return (
    <span aria-hidden="true">
      {typeof field.formula === "string" ? <FunctionOutlined /> : ICONS[field.type]}
    </span>
  );
}
