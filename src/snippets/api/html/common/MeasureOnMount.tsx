import {useCallback, useState} from 'react';
import {html} from 'react-strict-dom';

// A ref callback receives the element once it is mounted. React 19 runs the
// returned function when the element goes away.
export function MeasureOnMount() {
  const [width, setWidth] = useState<number | null>(null);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (node == null) return;
    const frame = requestAnimationFrame(() => {
      setWidth(node.getBoundingClientRect().width);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <html.div ref={measure}>
      <html.span>{width == null ? 'Measuring…' : `This box is ${Math.round(width)} wide.`}</html.span>
    </html.div>
  );
}
