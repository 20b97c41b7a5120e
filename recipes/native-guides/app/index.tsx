import {useState} from 'react';
import {html} from 'react-strict-dom';
import {Article} from '../src/fonts/Article';
import {AppLink} from '../src/links/AppLink';
import {ExternalLink} from '../src/links/ExternalLink';
import {DataTable} from '../src/missing-elements/DataTable';
import {Details} from '../src/missing-elements/Details';
import {Dialog} from '../src/overlays/Dialog';
import {SafeScreen} from '../src/safe-areas/SafeScreen';
import {CartBadge} from '../src/text-placement/CartBadge';

const orders = [
  {id: '1042', total: '€24.00'},
  {id: '1043', total: '€9.50'},
];

// Every component of the native guides on one screen of html.* elements.
export default function Home() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <SafeScreen title="Native guides">
      <Article title="Custom fonts">
        Lora, loaded by expo-font, in regular and bold.
      </Article>
      <AppLink href="/contact">Write to us</AppLink>
      <ExternalLink href="https://github.com/react/react-strict-dom">
        Source on GitHub
      </ExternalLink>
      <DataTable
        caption="Orders"
        columns={[
          {label: 'Order', value: (order) => order.id},
          {label: 'Total', value: (order) => order.total},
        ]}
        rows={orders}
      />
      <Details summary="Shipping">
        <html.p>Orders ship within two days.</html.p>
      </Details>
      <CartBadge />
      <html.button onClick={() => setDialogOpen(true)}>Delete draft</html.button>
      <Dialog
        onClose={() => setDialogOpen(false)}
        open={dialogOpen}
        title="Delete the draft?">
        <html.p>The draft cannot be restored.</html.p>
      </Dialog>
    </SafeScreen>
  );
}
