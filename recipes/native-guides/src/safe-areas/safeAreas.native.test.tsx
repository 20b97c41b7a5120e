import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {render, screen} from '@testing-library/react-native';
import {SafeAreaProvider} from 'react-native-safe-area-context';
import {html} from 'react-strict-dom';
import {SafeScreen} from './SafeScreen';

// A phone in portrait with a notch above and a home indicator below (example values).
const metrics = {
  frame: {x: 0, y: 0, width: 393, height: 852},
  insets: {top: 59, right: 0, bottom: 34, left: 0},
};

afterEach(() => jest.restoreAllMocks());

test('the bar and the content are padded by the insets, plus their own padding', async () => {
  const errors = jest.spyOn(console, 'error');
  await render(
    <SafeAreaProvider initialMetrics={metrics}>
      <SafeScreen title="Orders">
        <html.p>Two orders</html.p>
      </SafeScreen>
    </SafeAreaProvider>,
  );
  expect(screen.getByRole('heading', {name: 'Orders'}).parent).toHaveStyle({
    paddingTop: 71,
    paddingLeft: 16,
  });
  expect(screen.getByText('Two orders').parent).toHaveStyle({paddingBottom: 50});
  expect(errors).not.toHaveBeenCalled();
});

test('in landscape the notch is on a side', async () => {
  await render(
    <SafeAreaProvider
      initialMetrics={{
        frame: {x: 0, y: 0, width: 852, height: 393},
        insets: {top: 0, right: 59, bottom: 21, left: 59},
      }}>
      <SafeScreen title="Orders">
        <html.p>Two orders</html.p>
      </SafeScreen>
    </SafeAreaProvider>,
  );
  expect(screen.getByRole('heading', {name: 'Orders'}).parent).toHaveStyle({
    paddingTop: 12,
    paddingLeft: 75,
    paddingRight: 75,
  });
});

test("React Native's own SafeAreaView is deprecated, and does nothing on Android", () => {
  const reactNative = join(__dirname, '../../node_modules/react-native');
  const index = readFileSync(join(reactNative, 'index.js'), 'utf8');
  expect(index).toContain(
    "'SafeAreaView has been deprecated and will be removed in a future release. ' +",
  );
  const view = readFileSync(
    join(reactNative, 'Libraries/Components/SafeAreaView/SafeAreaView.js'),
    'utf8',
  );
  expect(view).toMatch(
    /Platform\.select\(\{\s*ios: require\('\.\/RCTSafeAreaViewNativeComponent'\)\.default,\s*default: View,/,
  );
});
