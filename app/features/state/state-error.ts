/** A refusal or a bad backup, told to the operator as one plain sentence (no stack trace). */
export class StateError extends Error {
  override name = "StateError";
}
