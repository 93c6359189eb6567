import QRCode from "qrcode";
import { authAnswer } from "./api-answer.server";
import { getAuth } from "./session.server";

export type TwoFactorResult =
  | { ok: true; done: "started"; qrSvg: string; secret: string; backupCodes: string[] }
  | { ok: true; done: "enabled" | "disabled"; cookies?: string[] }
  | { ok: false; error: "wrong" | "badCode" };

/** Step 1: the password proves it is you; the app's secret comes back as a QR code (SVG). */
export async function startTwoFactor(request: Request, password: string): Promise<TwoFactorResult> {
  const auth = await getAuth();
  const response = await authAnswer(
    auth.api.enableTwoFactor({
      body: { password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!response.ok) return { ok: false, error: "wrong" };
  const { totpURI, backupCodes } = (await response.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const qrSvg = await QRCode.toString(totpURI, { type: "svg", margin: 1, width: 200 });
  // The key in text too, for phones that cannot scan (typed into the app by hand).
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return { ok: true, done: "started", qrSvg, secret, backupCodes };
}

/** Step 2: a first code from the app turns the second factor on. */
export async function confirmTwoFactor(request: Request, code: string): Promise<TwoFactorResult> {
  const auth = await getAuth();
  const response = await authAnswer(
    auth.api.verifyTOTP({
      body: { code: code.replace(/\s/g, "") },
      headers: request.headers,
      asResponse: true,
    }),
  );
  // better-auth replaces the session on success: its new cookie must reach the browser.
  return response.ok
    ? { ok: true, done: "enabled", cookies: response.headers.getSetCookie() }
    : { ok: false, error: "badCode" };
}

export async function disableTwoFactor(
  request: Request,
  password: string,
): Promise<TwoFactorResult> {
  const auth = await getAuth();
  const response = await authAnswer(
    auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return response.ok ? { ok: true, done: "disabled" } : { ok: false, error: "wrong" };
}
