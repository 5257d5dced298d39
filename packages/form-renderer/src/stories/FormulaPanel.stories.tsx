// The formula panel alone, with an explanation from the engine.
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoSetup } from "../fixtures/demoSetup";
import { FormulaPanel } from "../react/FormulaPanel";

function PanelDemo({ field, initialPinned }: { field: string; initialPinned: boolean }) {
  const [setup] = useState(() => demoSetup("performanceIndicators"));
  const [height, setHeight] = useState(40);
  const [pinned, setPinned] = useState(initialPinned);
  const [open, setOpen] = useState(true);
  const row = setup.form.fields.flatMap((f) => f.children ?? [f]).find((f) => f.internalName === field);
  if (!open) return <button onClick={() => setOpen(true)}>Open the formula panel</button>;
  return (
    <FormulaPanel
      label={row?.name.en ?? field}
      formula={row?.formula ?? ""}
      explanation={setup.engine.explain(`performanceIndicators.${field}`, setup.month, {
        form: "performanceIndicators",
        depth: 2,
      })}
      height={height}
      onHeightChange={setHeight}
      pinned={pinned}
      onPinnedChange={setPinned}
      onClose={() => setOpen(false)}
    />
  );
}

const meta = {
  title: "Formula panel",
  component: PanelDemo,
  args: { field: "roa", initialPinned: false },
} satisfies Meta<typeof PanelDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReturnOnAssets: Story = {};
export const Pinned: Story = { args: { field: "oss", initialPinned: true } };
