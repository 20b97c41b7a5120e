// Replaced: the docs have one version, for which this renders nothing; tests/unit/lean-client.test.ts checks that there is one.
export default function Nothing(): null {
  return null;
}
