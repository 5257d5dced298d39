// The editor's toolbar: undo/redo, the save state, preview, JSON view, compare versions, publish and discard.
import {
  CodeOutlined,
  DeleteOutlined,
  DiffOutlined,
  EyeOutlined,
  RedoOutlined,
  SendOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import { Button, Typography } from "antd";
import { localizeWording } from "../i18n/apiMessages";
import { useT } from "../i18n/I18nProvider";
import type { SaveState } from "./useAutosave";

export interface EditorToolbarProps {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly saveState: SaveState;
  readonly onRetry: () => void;
  readonly onPreview: () => void;
  readonly jsonShown: boolean;
  readonly onToggleJson: () => void;
  readonly canCompare: boolean;
  readonly onCompare: () => void;
  readonly canPublish: boolean;
  readonly onPublish: () => void;
  readonly canDiscard: boolean;
  readonly onDiscard: () => void;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const t = useT();
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t("editor-toolbar")}>
      <Button
        icon={<UndoOutlined />}
        onClick={props.onUndo}
        disabled={!props.canUndo}
        aria-keyshortcuts="Control+Z"
      >
        {t("editor-undo")}
      </Button>
      <Button
        icon={<RedoOutlined />}
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
      >
        {t("editor-redo")}
      </Button>
      <SaveStatus state={props.saveState} onRetry={props.onRetry} />
      <span className="editor-toolbar-spacer" />
      <Button icon={<EyeOutlined />} onClick={props.onPreview}>
        {t("editor-preview")}
      </Button>
      <Button icon={<CodeOutlined />} onClick={props.onToggleJson} aria-pressed={props.jsonShown}>
        {t("editor-json")}
      </Button>
      <Button icon={<DiffOutlined />} onClick={props.onCompare} disabled={!props.canCompare}>
        {t("compare-open")}
      </Button>
      <Button type="primary" icon={<SendOutlined />} onClick={props.onPublish} disabled={!props.canPublish}>
        {t("editor-publish")}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={props.onDiscard} disabled={!props.canDiscard}>
        {t("editor-discard")}
      </Button>
    </div>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const t = useT();
  const text =
    state.status === "saved"
      ? t("editor-save-saved")
      : state.status === "saving"
        ? t("editor-save-saving")
        : state.status === "pending"
          ? t("editor-save-pending")
          : t("editor-save-failed", { reason: localizeWording(t, state.message) });
  return (
    <span className="editor-save-status" role="status" data-announcer>
      <Typography.Text
        type={state.status === "failed" || state.status === "conflict" ? "danger" : "secondary"}
      >
        {text}
      </Typography.Text>
      {state.status === "failed" && (
        <Button size="small" onClick={onRetry}>
          {t("editor-save-retry")}
        </Button>
      )}
    </span>
  );
}
