/**
 * A command refused (wrong target, missing file) or a bad backup, told to the operator as one
 * plain sentence (no stack trace).
 */
export class StateError extends Error {
  override name = "StateError";
}
