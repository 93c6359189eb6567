import { expect, it } from "vitest";
import { pageFromUrl, pageWithin } from "./paging";

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
