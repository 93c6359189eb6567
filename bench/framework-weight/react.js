// The least a React page can ship: React and react-dom's client, hydrating one stateful button.
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { jsx } from "react/jsx-runtime";

function Counter() {
  const [count, setCount] = useState(0);
  return jsx("button", { onClick: () => setCount(count + 1), children: count });
}
hydrateRoot(document.getElementById("app"), jsx(Counter, {}));
