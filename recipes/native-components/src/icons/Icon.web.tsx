import {iconPaths} from './icons';
import type {IconProps} from './Icon.types';

// html has no svg element, so the web file renders React DOM's <svg>, which
// can sit inside any html.* element. fill="currentColor" paints the icon in
// the CSS color of the text around it.
export function Icon({name, size = 24, label}: IconProps) {
  return (
    <svg
      aria-hidden={label == null ? true : undefined}
      aria-label={label}
      fill="currentColor"
      height={size}
      role={label == null ? undefined : 'img'}
      viewBox="0 0 24 24"
      width={size}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
