import { z } from "zod";
import { describe, expect, it } from "vitest";
import { authRequiredMessage, blogErrorMessage } from "./errors";

describe("blog error catalogue (docs/product/forms.md#admin-messages)", () => {
  it("maps each kind of failure to its message", () => {
    expect(blogErrorMessage({ status: 404 }, "update blog post")).toBe(
      "No data found for update blog post",
    );
    expect(blogErrorMessage(z.string().safeParse(1).error, "create blog post")).toBe(
      "Invalid request for create blog post",
    );
    expect(blogErrorMessage(new Error("JWT expired"), "publish blog post")).toBe(
      "Authentication session expired. Please log in again.",
    );
    expect(blogErrorMessage(new Error("Request timeout"), "load posts")).toBe(
      "Request timeout for load posts. Please try again.",
    );
    expect(blogErrorMessage(new Error("SQLITE_BUSY"), "delete blog post")).toBe(
      "Failed to delete blog post",
    );
    expect(blogErrorMessage(undefined, "unpublish blog post")).toBe(
      "Failed to unpublish blog post",
    );
    expect(authRequiredMessage("create blog post")).toBe(
      "Authentication required to create blog post",
    );
  });
});
