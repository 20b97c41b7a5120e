import {useRef} from 'react';
import {html} from 'react-strict-dom';

// Selects the whole code when the field gains focus, so pasting replaces it.
// setSelectionRange is polyfilled on native refs since 0.0.55.
export function SelectAllOnFocus({code}: {code: string}) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <html.input
      aria-label="Invite code"
      defaultValue={code}
      onFocus={() => {
        const input = ref.current;
        input?.setSelectionRange(0, code.length);
      }}
      readOnly
      ref={ref}
    />
  );
}
