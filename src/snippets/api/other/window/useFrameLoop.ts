import {useEffect} from 'react';

// requestAnimationFrame and cancelAnimationFrame are globals in browsers and in
// React Native, so the same hook runs on both.
export function useFrameLoop(onFrame: (elapsedMs: number) => void) {
  useEffect(() => {
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      onFrame(now - start);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [onFrame]);
}
