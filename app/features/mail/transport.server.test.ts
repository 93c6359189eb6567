import { expect, it } from "vitest";
import { messageIdDomain } from "./transport.server";

it("makes Message-IDs in the sender's own domain", () => {
  expect(messageIdDomain("Africa Clean <no-reply@africaclean.tg>")).toBe("africaclean.tg");
  expect(messageIdDomain("Propreté Plus <contact@proprete-plus.com>")).toBe("proprete-plus.com");
  expect(messageIdDomain("bonjour@mail.example.tg")).toBe("mail.example.tg");
  // An address that names no usable domain never puts stray characters in a header.
  expect(messageIdDomain("Africa Clean <no-reply>")).toBe("localhost");
  expect(messageIdDomain("Africa Clean <no-reply@bad domain\r\n>")).toBe("localhost");
});
