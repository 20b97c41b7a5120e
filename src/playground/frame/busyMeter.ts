import {platform} from './platform';

const p = platform;

/** Beats leave every 5 to 15 ms, at random: reader code cannot fall into step with them. */
const beatMs = {min: 5, spread: 10} as const;

/**
 * Measures how much of the time the frame's event loop is busy, by a
 * heartbeat of its own: a timer at a random moment, then a message on a
 * channel taken at start (it queues behind whatever work is waiting). How late
 * each one runs is time the loop spent on other work. Code that keeps the
 * processor busy in slices (a timer or a message loop that yields every few
 * milliseconds) delays the beats as much as it works, so it is measured as
 * busy; an idle preview, or an animation that draws a little each frame, is
 * not. Everything it calls was taken before reader code ran, and reader code
 * sees none of its messages.
 *
 * Returns the share (0 to 1) of the time since the previous call that the loop was busy.
 */
export function startBusyMeter(): () => number {
  const channel = new p.MessageChannel();
  const {port1, port2} = channel;
  let busy = 0;
  let since = p.now();
  let postedAt = 0;
  const beat = () => {
    const delay = beatMs.min + p.random() * beatMs.spread;
    const due = p.now() + delay;
    p.setTimeout(() => {
      const fired = p.now();
      busy += fired > due ? fired - due : 0;
      postedAt = fired;
      p.portPost(port2, 0);
    }, delay);
  };
  p.apply(p.portOnMessage, port1, [
    () => {
      busy += p.now() - postedAt;
      beat();
    },
  ]);
  beat();
  return () => {
    const now = p.now();
    const elapsed = now - since;
    const share = elapsed > 0 ? busy / elapsed : 0;
    busy = 0;
    since = now;
    return share > 1 ? 1 : share;
  };
}
