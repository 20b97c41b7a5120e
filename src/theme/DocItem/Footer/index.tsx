// Replaced: it shows only tags, an edit link or a last-update date, and the docs set none (checked in tests/unit/lean-client.test.ts).
export {default} from '@site/src/components/Nothing';
