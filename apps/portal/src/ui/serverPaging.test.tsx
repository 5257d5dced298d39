import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serverPagedTable, usePageOf } from "./serverPaging";

const texts = { empty: "No data", failed: "Could not load", pageSize: 25, current: 2, onPage: () => {} };
const answer = (state: Partial<Parameters<typeof serverPagedTable>[0]>, total = 0) => ({
  isFetching: false,
  isFetched: true,
  isError: false,
  data: { pageInfo: { total } },
  ...state,
});

describe("serverPagedTable", () => {
  it("says 'empty' only after a load that found nothing, and the failure when the load failed", () => {
    expect(serverPagedTable(answer({ isFetched: false, isFetching: true }), texts).locale?.emptyText).toBe(
      " ",
    );
    expect(serverPagedTable(answer({}), texts).locale?.emptyText).toBe("No data");
    expect(serverPagedTable(answer({ isError: true }), texts).locale?.emptyText).toBe("Could not load");
  });

  it("shows a pager only when there is more than one page", () => {
    expect(serverPagedTable(answer({}, 25), texts).pagination).toBe(false);
    expect(serverPagedTable(answer({}, 26), texts).pagination).toMatchObject({
      current: 2,
      pageSize: 25,
      total: 26,
    });
  });
});

describe("usePageOf", () => {
  it("keeps the page chosen for the criteria, and starts new criteria at page 1", () => {
    const { result, rerender } = renderHook(({ criteria }) => usePageOf(criteria), {
      initialProps: { criteria: ["garden", false] as unknown },
    });
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    rerender({ criteria: ["garden", true] });
    expect(result.current[0]).toBe(1);
    rerender({ criteria: ["garden", false] });
    expect(result.current[0]).toBe(3);
  });
});
