/** What a theme part that can never show on this site is replaced by: its code then stays out of every page. */
export default function Nothing(): null {
  return null;
}
