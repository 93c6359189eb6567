/**
 * What a reader did inside an island before its code arrived (docs/decisions/037): on a slow
 * phone the server's HTML is a working form for seconds, and people type, choose and tick in it.
 * React wakes up with the state the server rendered, not with what the document now shows; so
 * the loader reads the controls before hydrating and, once React has committed, tells React of
 * every difference through the events it listens to, as if the reader had just made them.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type Typed =
  | { control: HTMLInputElement | HTMLTextAreaElement; kind: "text"; value: string }
  | { control: HTMLInputElement; kind: "check"; checked: boolean }
  | { control: HTMLSelectElement; kind: "select"; selected: boolean[] };

export interface ReaderState {
  typed: Typed[];
  focused: Control | null;
  selection: [number, number] | null;
  /** Controls the reader changed after this was read (their own events reached React). */
  touched: Set<EventTarget>;
  /** Stops noting them. */
  stop: () => void;
}

/** Inputs that hold no typing of the reader's (or that no script may set, like files). */
const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

/**
 * Reads what differs from the server's HTML in the controls of `root`, and from now on notes the
 * fields the reader changes again.
 */
export function readReaderState(root: HTMLElement): ReaderState {
  const typed = typedIn(root);
  const focused = focusedIn(root);
  // React may set a control back to its state while it hydrates (no event); the reader's own
  // changes from now on are events, and those fields are theirs.
  const touched = new Set<EventTarget>();
  const note = (event: Event) => {
    if (event.isTrusted && event.target) touched.add(event.target);
  };
  for (const type of ["input", "change"]) root.addEventListener(type, note, true);
  const stop = () => {
    for (const type of ["input", "change"]) root.removeEventListener(type, note, true);
  };
  return { typed, focused, selection: selectionOf(focused), touched, stop };
}

/** Whether the reader has typed, chosen or ticked anything in `root`, or is in one of its fields. */
export function hasReaderState(root: HTMLElement): boolean {
  return focusedIn(root) !== null || typedIn(root).length > 0;
}

function typedIn(root: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
    if (control instanceof HTMLSelectElement) {
      const selected = [...control.options].map((option) => option.selected);
      const initial = defaultSelection(control);
      if (selected.some((on, i) => on !== initial[i]))
        typed.push({ control, kind: "select", selected });
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue)
        typed.push({ control, kind: "text", value: control.value });
    } else if (NOT_TYPED.has(control.type)) {
      continue;
    } else if (control.type === "checkbox" || control.type === "radio") {
      if (control.checked !== control.defaultChecked)
        typed.push({ control, kind: "check", checked: control.checked });
    } else if (control.value !== control.defaultValue) {
      typed.push({ control, kind: "text", value: control.value });
    }
  }
  return typed;
}

function focusedIn(root: HTMLElement): Control | null {
  const active = document.activeElement;
  return active && root.contains(active) && active.matches("input, select, textarea")
    ? (active as Control)
    : null;
}

/**
 * Gives React, now awake, what the reader did: each change goes through the events React reads
 * (`input` for text, `change` for lists, a click for boxes), one at a time so that each handler
 * sees the state the one before it left. Focus and caret stay where the reader left them.
 */
export async function adoptReaderState({ typed, focused, selection, touched, stop }: ReaderState) {
  for (const change of typed) {
    // A field the reader changed again since, React has already seen in full: leave it.
    if (!change.control.isConnected || touched.has(change.control)) continue;
    if (change.kind === "text") replayText(change.control, change.value);
    else if (change.kind === "check") replayCheck(change.control, change.checked);
    else replaySelect(change.control, change.selected);
    await nextTask();
  }
  stop();
  if (focused?.isConnected && !touched.size) {
    if (document.activeElement !== focused) focused.focus({ preventScroll: true });
    if (selection && "setSelectionRange" in focused) {
      try {
        focused.setSelectionRange(...selection);
      } catch {
        // Number and e-mail inputs have no caret to restore.
      }
    }
  }
}

/** The options selected by the HTML alone: the last `selected` one, else the first enabled. */
function defaultSelection(select: HTMLSelectElement): boolean[] {
  const options = [...select.options];
  if (select.multiple) return options.map((option) => option.defaultSelected);
  let chosen = options.findLastIndex((option) => option.defaultSelected);
  if (chosen < 0 && select.size <= 1) chosen = options.findIndex((option) => !option.disabled);
  return options.map((_, i) => i === chosen);
}

/**
 * React keeps the last value it saw on the element and calls onChange only when the element's
 * value differs from it: set the server's value through the element (React sees it), then the
 * reader's through the prototype (React does not), then announce the change.
 */
function replayText(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  control.value = control.defaultValue;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A box React believes unticked is ticked by a click, which React reads as the change. */
function replayCheck(control: HTMLInputElement, checked: boolean) {
  if (control.type === "radio" && !checked) return; // the radio now checked says it for its group
  control.checked = !checked;
  control.click();
}

function replaySelect(control: HTMLSelectElement, selected: boolean[]) {
  [...control.options].forEach((option, i) => (option.selected = selected[i] ?? false));
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

function selectionOf(control: Control | null): [number, number] | null {
  if (!control || control instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Lets React render what the last change set before the next one is given: a message to itself
 * is a new task, and unlike a timer it is not held by a page that froze its clock.
 */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
