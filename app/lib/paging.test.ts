import { expect, it } from "vitest";
import { countedRows, countLimit, pageFromUrl, pageWithin } from "./paging";

it("reads a page number from the address, 1 when it is not one", () => {
  const page = (search: string) => pageFromUrl(new URL(`https://x.tg/admin/leads${search}`));
  expect(page("")).toBe(1);
  expect(page("?page=3&status=new")).toBe(3);
  for (const wrong of ["?page=0", "?page=-2", "?page=2.5", "?page=deux", "?page="])
    expect(page(wrong), wrong).toBe(1);
  expect(page("?page=99999999")).toBe(100_000);
});

it("keeps a page within the list: past the end is the last page, an empty list has one", () => {
  expect(pageWithin(2, 250, 100)).toEqual({ page: 2, pages: 3, offset: 100 });
  expect(pageWithin(9, 250, 100)).toEqual({ page: 3, pages: 3, offset: 200 });
  expect(pageWithin(4, 0, 100)).toEqual({ page: 1, pages: 1, offset: 0 });
  expect(pageWithin(0, 10, 100)).toEqual({ page: 1, pages: 1, offset: 0 });
});

it("counts a long list only so far past the page asked for, and says when there is more", () => {
  // Page 1 counts up to 10 rows past its end, plus one to know whether others follow.
  expect(countLimit(1, 100, 10)).toBe(111);
  expect(countLimit(3, 100, 10)).toBe(311);
  expect(countedRows(7, 11)).toEqual({ total: 7, more: false });
  expect(countedRows(10, 11)).toEqual({ total: 10, more: false });
  expect(countedRows(11, 11)).toEqual({ total: 10, more: true });
});
