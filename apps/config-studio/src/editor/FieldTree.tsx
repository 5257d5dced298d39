// The form's fields as a tree: select a field (click or arrow keys), drag it elsewhere, or move it with the
// buttons and their shortcuts (Alt+↑/↓ up and down among siblings, Alt+← outdent, Alt+→ indent). Every
// operation goes through the pure tree model; a refusal (five levels, not a fieldset…) is announced.
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PlusOutlined,
  SubnodeOutlined,
} from "@ant-design/icons";
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { FIELD_TYPES } from "@ledgerline/schemas";
import { Button, Tooltip, Tree } from "antd";
import type { TreeDataNode, TreeProps } from "antd";
import type { KeyboardEvent } from "react";
import { memo, useMemo, useRef, useState } from "react";
import { useT } from "../i18n/I18nProvider";
import { useStudioLanguage } from "../i18n/I18nProvider";
import { FieldTypeIcon } from "./fieldTypeIcons";
import type { DropPosition, TreeResult } from "./model/fieldTree";
import {
  addField,
  allFields,
  findField,
  indentField,
  isContainer,
  moveField,
  moveFieldTo,
  outdentField,
} from "./model/fieldTree";
import { inLanguage } from "./model/translated";

export interface FieldTreeProps {
  readonly config: FormConfig;
  readonly selected: string | null;
  readonly onSelect: (internalName: string) => void;
  /** A tree operation's outcome: the page applies it or shows why it was refused. */
  readonly onResult: (result: TreeResult) => void;
  readonly onDeleteRequest: (internalName: string) => void;
  readonly headingId: string;
}

/**
 * Memoized: the page re-renders for its save status and toolbar, which leave the tree's props as they were, and
 * rendering the tree again then (its nodes, their tooltips and styles) would only repeat itself.
 */
export const FieldTree = memo(function FieldTree({
  config,
  selected,
  onSelect,
  onResult,
  onDeleteRequest,
  headingId,
}: FieldTreeProps) {
  const t = useT();
  const treeArea = useRef<HTMLDivElement>(null);
  const { language } = useStudioLanguage();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const entries = useMemo(() => allFields(config), [config]);
  const treeData = useMemo(() => {
    const toNode = (field: FieldDefinition): TreeDataNode => {
      const label = inLanguage(field.name, language);
      // JSON applied as a draft may hold a type the schema does not know: show it as written.
      const type = (FIELD_TYPES as readonly string[]).includes(field.type)
        ? t(`editor-type-${field.type}`)
        : field.type;
      return {
        key: field.internalName,
        title: (
          // One line per row, cut with an ellipsis (editor.css) so that the tree keeps to its column; the
          // whole text stays in the row for screen readers and in its tooltip for the pointer.
          <span className="editor-tree-node" title={`${label} · ${field.internalName} · ${type}`}>
            <FieldTypeIcon field={field} />
            <span className="editor-tree-label">{label}</span>
            <code className="editor-tree-name">{field.internalName}</code>
            <span className="editor-tree-type">{type}</span>
          </span>
        ),
        children: Array.isArray(field.children) ? field.children.map(toNode) : undefined,
      };
    };
    return (Array.isArray(config.fields) ? config.fields : []).map(toNode);
  }, [config, language, t]);
  const expandedKeys = entries
    .filter((entry) => isContainer(entry.field) && !collapsed.has(entry.field.internalName))
    .map((entry) => entry.field.internalName);

  const current = selected ? findField(config, selected) : undefined;
  const run = (operation: (name: string) => TreeResult) => {
    if (selected) onResult(operation(selected));
  };
  const moveUp = () => run((name) => moveField(config, name, -1));
  const moveDown = () => run((name) => moveField(config, name, 1));
  const outdent = () => run((name) => outdentField(config, name));
  const indent = () => run((name) => indentField(config, name));
  const addSibling = () =>
    onResult(addField(config, selected ? { relativeTo: selected, as: "sibling" } : {}));
  const addChild = () => run((name) => addField(config, { relativeTo: name, as: "child" }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const action = { ArrowUp: moveUp, ArrowDown: moveDown, ArrowLeft: outdent, ArrowRight: indent }[
      event.key
    ];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const onDrop: TreeProps["onDrop"] = (info) => {
    const target = String(info.node.key);
    const dragged = String(info.dragNode.key);
    // antd gives the drop position relative to the target's index: -1 before, 1 after, 0 onto it.
    const relative = info.dropPosition - Number(info.node.pos.split("-").pop());
    const position: DropPosition = !info.dropToGap ? "inside" : relative < 0 ? "before" : "after";
    onResult(moveFieldTo(config, dragged, target, position));
  };

  const tool = (
    label: string,
    shortcut: string | null,
    icon: React.ReactNode,
    onClick: () => void,
    disabled: boolean,
  ) => (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button
        size="small"
        icon={icon}
        aria-label={label}
        aria-keyshortcuts={shortcut ?? undefined}
        onClick={onClick}
        disabled={disabled}
      />
    </Tooltip>
  );

  return (
    <div className="editor-tree">
      <div className="editor-tree-tools" role="toolbar" aria-label={t("editor-tree-tools")}>
        <Button size="small" icon={<PlusOutlined />} onClick={addSibling}>
          {t("editor-tree-add")}
        </Button>
        <Button
          size="small"
          icon={<SubnodeOutlined />}
          onClick={addChild}
          disabled={!current || !isContainer(current.field)}
        >
          {t("editor-tree-add-child")}
        </Button>
        {tool(t("editor-tree-move-up"), "Alt+ArrowUp", <ArrowUpOutlined />, moveUp, !current)}
        {tool(t("editor-tree-move-down"), "Alt+ArrowDown", <ArrowDownOutlined />, moveDown, !current)}
        {tool(
          t("editor-tree-outdent"),
          "Alt+ArrowLeft",
          <MenuFoldOutlined />,
          outdent,
          !current || current.depth === 1,
        )}
        {tool(t("editor-tree-indent"), "Alt+ArrowRight", <MenuUnfoldOutlined />, indent, !current)}
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => selected && onDeleteRequest(selected)}
          disabled={!current}
        >
          {t("editor-tree-delete")}
        </Button>
      </div>
      <div ref={treeArea}>
        <Tree
          aria-labelledby={headingId}
          treeData={treeData}
          blockNode
          draggable={{ icon: false }}
          showLine
          selectedKeys={selected ? [selected] : []}
          activeKey={selected ?? undefined}
          // The arrow keys move rc-tree's active row: that row is the selection. rc-tree also resets its active
          // row by itself when the tree's data changes (a label typed elsewhere): only a tree that has the focus
          // moves the selection.
          onActiveChange={(key) => {
            const focused = treeArea.current?.contains(document.activeElement) ?? false;
            if (focused && key !== null && key !== undefined) onSelect(String(key));
          }}
          onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
          expandedKeys={expandedKeys}
          onExpand={(_keys, { node, expanded }) => {
            const next = new Set(collapsed);
            if (expanded) next.delete(String(node.key));
            else next.add(String(node.key));
            setCollapsed(next);
          }}
          allowDrop={({ dropNode, dropPosition }) =>
            dropPosition !== 0 ||
            isContainer(
              findField(config, String(dropNode.key))?.field ?? ({ type: "text" } as FieldDefinition),
            )
          }
          onDrop={onDrop}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
});
