import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The wrapper's markup in the browser until the component is loaded: React compares this
 * object by identity, so it never rewrites what the server rendered inside. */
const serverRendered = {__html: ''};

/** The component as the server renders it, in the wrapper the browser keeps. */
export function serverKept<Props extends object>(Component: ComponentType<Props>) {
  return function Kept(props: Props): ReactNode {
    return (
      <div className={styles.kept}>
        <Component {...props} />
      </div>
    );
  };
}

/**
 * The component in the browser (src/plugins/kept-markup): a wrapper that keeps the markup
 * the server rendered; an empty one (rendered after a client-side navigation) loads the
 * component and renders it.
 */
export function browserKept<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
) {
  return function Kept(props: Props): ReactNode {
    const wrapper = useRef<HTMLDivElement>(null);
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      if (wrapper.current?.hasChildNodes() ?? true) return;
      let current = true;
      void load().then((module) => current && setComponent(() => module.default));
      return () => {
        current = false;
      };
    }, []);
    return Component ? (
      <div key="loaded" className={styles.kept}>
        <Component {...props} />
      </div>
    ) : (
      <div
        ref={wrapper}
        className={styles.kept}
        dangerouslySetInnerHTML={serverRendered}
        suppressHydrationWarning
      />
    );
  };
}
