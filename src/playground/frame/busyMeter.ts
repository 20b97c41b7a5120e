import {platform} from './platform';

const p = platform;

/** Beats leave every 5 to 15 ms, at random: reader code cannot fall into step with them. */
const beatMs = {min: 5, spread: 10} as const;
/**
 * A timer this late or less counts for nothing: waking a sleeping process takes the
 * system a few milliseconds when the machine is loaded, which is no work of the frame's.
 */
const wakeMs = 4;
/** A message that waited longer than this ran behind other work: the next beat follows at once. */
const queuedMs = 0.5;

/**
 * Measures how much of the time the frame's event loop is busy, by a
 * heartbeat of its own: a timer at a random moment, then a message on a
 * channel taken at start, which queues behind whatever work is waiting. How
 * late each runs is time the loop spent on other work. While messages keep
 * finding work ahead of them, the beats follow each other at once, so code
 * that yields every millisecond is measured as busy as it is; once the queue
 * is empty, the heartbeat sleeps again. Code that keeps the processor busy in
 * slices (a timer or a message loop that yields every few milliseconds) is
 * measured as busy; an idle preview, or an animation that draws a little each
 * frame, is not, on a loaded machine too. Everything it calls was taken before
 * reader code ran, and reader code sees none of its messages.
 *
 * Returns the share (0 to 1) of the time since the previous call that the loop was busy.
 */
export function startBusyMeter(): () => number {
  const channel = new p.MessageChannel();
  const {port1, port2} = channel;
  let busy = 0;
  let since = p.now();
  let postedAt = 0;
  const post = () => {
    postedAt = p.now();
    p.portPost(port2, 0);
  };
  const sleep = () => {
    const delay = beatMs.min + p.random() * beatMs.spread;
    const due = p.now() + delay;
    p.setTimeout(() => {
      const late = p.now() - due;
      if (late > wakeMs) busy += late;
      post();
    }, delay);
  };
  p.apply(p.portOnMessage, port1, [
    () => {
      const waited = p.now() - postedAt;
      busy += waited;
      if (waited > queuedMs) post();
      else sleep();
    },
  ]);
  sleep();
  return () => {
    const now = p.now();
    const elapsed = now - since;
    const share = elapsed > 0 ? busy / elapsed : 0;
    busy = 0;
    since = now;
    return share > 1 ? 1 : share;
  };
}
