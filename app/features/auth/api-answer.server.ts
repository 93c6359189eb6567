import { isAPIError } from "better-auth/api";

/**
 * The Response of a better-auth call made with `asResponse: true`. better-auth answers with a
 * Response except when a hook refuses the call (our sign-in limiter: 429): then it throws. Both
 * become a Response here, so a refused attempt is a 4xx for the caller, never a 500.
 */
export async function authAnswer(call: Promise<Response>): Promise<Response> {
  try {
    return await call;
  } catch (error) {
    if (isAPIError(error)) return new Response(null, { status: error.statusCode });
    throw error;
  }
}
