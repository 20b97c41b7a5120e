// Replaced: the docs set no edit link or last-update date, so this never shows; tests/unit/lean-client.test.ts checks the config, tests/unit/theme-canaries.test.ts that the part still exists.
export default function Nothing(): null {
  return null;
}
