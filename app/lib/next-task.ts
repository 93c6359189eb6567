/**
 * Resolves in a new task, through a message channel, so that the browser can handle input and
 * paint in between. Not a timer: timers can be paused (a test's fake clock), a channel cannot.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
