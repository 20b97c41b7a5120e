import React, {type ReactNode} from 'react';

/** Text with `code` in backticks, as the site's data files write it. */
export default function CodeProse({text}: {text: string}): ReactNode {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) =>
      i % 2 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
    );
}
