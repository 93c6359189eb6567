/**
 * A small, strict reader of RFC 5545 calendar files for the tests: it refuses a line not ended by
 * CRLF, a line longer than 75 octets, an unbalanced BEGIN/END, and unescapes TEXT values. The
 * tests also read each file with ical.js, which is lenient about those rules but reads the values
 * as calendar applications do.
 */
export interface CalendarProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface CalendarComponent {
  name: string;
  properties: CalendarProperty[];
  components: CalendarComponent[];
  /** The first property of that name's value (TEXT unescaped). */
  get(name: string): string | undefined;
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export function parseCalendar(text: string): CalendarComponent {
  if (!text.endsWith("\r\n")) throw new Error("the file does not end with CRLF");
  const raw = text.slice(0, -2).split("\r\n");
  for (const line of raw) {
    if (line.includes("\n") || line.includes("\r")) throw new Error("a bare LF or CR");
    if (Buffer.byteLength(line) > 75) throw new Error(`a line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (!lines.length) throw new Error("a continuation line first");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const make = (name: string): CalendarComponent => {
    const component: CalendarComponent = {
      name,
      properties: [],
      components: [],
      get: (prop) => {
        const found = component.properties.find((p) => p.name === prop);
        return found && unescapeText(found.value);
      },
    };
    return component;
  };
  const stack: CalendarComponent[] = [];
  let root: CalendarComponent | undefined;
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) throw new Error(`no colon: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (!/^[A-Z-]+$/.test(name!)) throw new Error(`a bad property name: ${name}`);
    if (name === "BEGIN") {
      const child = make(value);
      if (stack.length) stack[stack.length - 1]!.components.push(child);
      else if (root) throw new Error("two top-level components");
      else root = child;
      stack.push(child);
    } else if (name === "END") {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} does not close its BEGIN`);
    } else {
      if (!stack.length) throw new Error(`a property outside a component: ${line}`);
      const params = Object.fromEntries(
        paramParts.map((p) => {
          const [k, ...v] = p.split("=");
          return [k!, v.join("=").replace(/^"|"$/g, "")];
        }),
      );
      stack[stack.length - 1]!.properties.push({ name: name!, params, value });
    }
  }
  if (stack.length || !root) throw new Error("unclosed components");
  return root;
}

/** "20261201T083000Z" as an ISO string. */
export const calendarTime = (value: string) =>
  value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6.000Z");
