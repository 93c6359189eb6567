import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * Password hashing (scrypt, 32 MB and ~100 ms of CPU each) runs on libuv's thread pool. Left
 * unbounded, a guessing flood keeps every thread and both cores busy and public pages slow down
 * several times. Here at most HASHING_CONCURRENCY hashes run at once and at most QUEUE_MAX wait;
 * beyond that the attempt is refused at once ("too many attempts"), costing nothing.
 */
const HASHING_CONCURRENCY = 1;
const QUEUE_MAX = 16;

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) {
    if (waiting.length >= QUEUE_MAX)
      throw new APIError("TOO_MANY_REQUESTS", { message: "Too many sign-in attempts" });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next in line (running stays the same), or free it.
    if (next) next();
    else running--;
  }
}

export const boundedPasswordHashing = {
  hash: (password: string) => withSlot(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) =>
    withSlot(() => verifyPassword({ hash, password })),
};
