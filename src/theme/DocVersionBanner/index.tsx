// Replaced: the docs have one version, for which this renders nothing; tests/unit/lean-client.test.ts checks that there is one, tests/unit/theme-canaries.test.ts that the part still exists.
export {default} from '@site/src/components/Nothing';
