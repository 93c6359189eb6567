/**
 * Reading a raw message as the SMTP test server received it: its attachments (decoded) and its
 * text part (decoded from quoted-printable), enough to check what a client would open.
 */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function parts(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [raw];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => (/boundary=/i.test(part.split(/\r?\n\r?\n/)[0]!) ? parts(part) : [part]));
}

function split(part: string): { head: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  return { head: part.slice(0, at), body: part.slice(at).trim() };
}

/** Every part sent as an attachment, its bytes decoded from base64. */
export function attachmentsOf(raw: string): ReceivedAttachment[] {
  return parts(raw).flatMap((part) => {
    const { head, body } = split(part);
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (!filename || !/attachment/i.test(head)) return [];
    return [
      {
        filename,
        contentType: /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? "",
        content: Buffer.from(body.replace(/\s+/g, ""), "base64"),
      },
    ];
  });
}

/** The message's plain-text body, soft line breaks joined and =XX bytes decoded as UTF-8. */
export function textOf(raw: string): string {
  const part = parts(raw).find((p) => /Content-Type:\s*text\/plain/i.test(split(p).head)) ?? raw;
  const { head, body } = split(part);
  if (!/quoted-printable/i.test(head)) return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The Subject header, its encoded words (=?UTF-8?Q?…?= or ?B?) decoded. */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\r?\n[ \t]/g, " ");
}
