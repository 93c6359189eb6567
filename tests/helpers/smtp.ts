import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string;
  to: string[];
  /** When the whole message had arrived (the server has it, whatever it answers). */
  at: number;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that records every message it receives. `replyDelayMs` holds
 * back its "250" after the data (for the n-th delivery of a message: a slow or stalling
 * server); the message counts as received as soon as its data is in.
 */
export async function startTestSmtp({
  replyDelayMs = () => 0,
}: { replyDelayMs?: (mail: ReceivedMail, nth: number) => number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const held = new Map<NodeJS.Timeout, () => void>();
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = {
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "",
          to: session.envelope.rcptTo.map((r) => r.address),
          at: Date.now(),
          raw,
        };
        received.push(mail);
        const nth = received.filter((m) => m.messageId === mail.messageId).length;
        const delay = replyDelayMs(mail, nth);
        if (!delay) return callback();
        const timer = setTimeout(() => {
          held.delete(timer);
          callback();
        }, delay);
        held.set(timer, () => callback());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?tls=off`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [timer, answer] of held) {
          clearTimeout(timer);
          answer();
        }
        smtp.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening (connections are refused): a mail server that is down. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server that speaks just enough SMTP to take a message, then never finishes its reply: it
 * sends a "250-" continuation line every `everyMs`, so the connection is never silent and no
 * socket timeout fires. Only an overall deadline ends such an attempt.
 */
export async function startTricklingSmtp(everyMs = 100): Promise<{
  url: string;
  messages: number;
  close(): Promise<void>;
}> {
  const state = { messages: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let inData = false;
    let buffer = "";
    let trickle: NodeJS.Timeout | undefined;
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(trickle);
      sockets.delete(socket);
    });
    socket.write("220 trickle ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          inData = false;
          buffer = buffer.slice(end + 5);
          state.messages++;
          trickle = setInterval(() => socket.write("250-still checking\r\n"), everyMs);
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith("EHLO") || line.startsWith("HELO")) socket.write("250 trickle\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    get messages() {
      return state.messages;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
