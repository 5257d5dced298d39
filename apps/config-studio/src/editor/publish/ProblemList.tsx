// The problems a check (or a refused publication) found: where (path, and for a formula the line and column),
// what, and how serious. Errors first, since they are what blocks publishing.
import { Tag } from "antd";
import { useT } from "../../i18n/I18nProvider";
import type { TemplateProblem } from "./templateApi";

export function isBlocking(problem: TemplateProblem): boolean {
  return problem.severity === "error";
}

export function ProblemList({
  problems,
  labelledBy,
}: {
  problems: readonly TemplateProblem[];
  labelledBy: string;
}) {
  const t = useT();
  const sorted = [...problems].sort((a, b) => Number(isBlocking(b)) - Number(isBlocking(a)));
  return (
    <ul className="studio-publish-list" aria-labelledby={labelledBy}>
      {sorted.map((problem, index) => (
        <li key={`${problem.path}-${problem.code}-${index}`}>
          <Tag color={isBlocking(problem) ? "#c81e2b" : "#8a5300"}>
            {t(isBlocking(problem) ? "publish-severity-error" : "publish-severity-warning")}
          </Tag>
          <code>{problem.path}</code>
          {problem.line != null && problem.column != null && (
            <span className="studio-publish-position">
              {" "}
              ({t("publish-problem-position", { line: problem.line, column: problem.column })})
            </span>
          )}
          {": "}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
