import {fireEvent, render, screen} from '@testing-library/react-native';
import {Link} from 'expo-router';
import {renderRouter, screen as routerScreen} from 'expo-router/testing-library';
import {Linking} from 'react-native';
import {html} from 'react-strict-dom';
import {AppLink} from './AppLink';
import {ExternalLink} from './ExternalLink';
import {OrdersStack} from './OrdersStack';

const hrefError =
  '[error] React Strict DOM: <a> "href" handling is not implemented in React Native.';

afterEach(() => {
  jest.restoreAllMocks();
  // renderRouter turns fake timers on.
  jest.useRealTimers();
});

describe('html.a on native', () => {
  test('with href, a press logs an error and onClick is not called', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onClick = jest.fn();
    await render(
      <html.a href="https://example.com/" onClick={onClick}>
        Example
      </html.a>,
    );
    await fireEvent.press(screen.getByText('Example'));
    expect(errors).toHaveBeenCalledWith(hrefError);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('without href, onClick is the press handler of a link', async () => {
    const onClick = jest.fn();
    await render(<html.a onClick={onClick}>Example</html.a>);
    const link = screen.getByRole('link', {name: 'Example'});
    await fireEvent.press(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(link).toHaveStyle({color: 'blue', textDecorationLine: 'underline'});
  });

  test('ExternalLink hands the address to the system', async () => {
    await render(<ExternalLink href="mailto:team@example.com">Mail us</ExternalLink>);
    await fireEvent.press(screen.getByRole('link', {name: 'Mail us'}));
    expect(Linking.openURL).toHaveBeenCalledWith('mailto:team@example.com');
  });
});

describe('Expo Router with html.* screens', () => {
  const Home = () => (
    <html.main>
      <html.h1>Home</html.h1>
      <AppLink href="/contact">Write to us</AppLink>
    </html.main>
  );
  const Contact = () => <html.h1>Contact</html.h1>;

  test('AppLink pushes the route', async () => {
    // With React Native Testing Library 14, render is async: renderRouter returns its
    // promise, with the router's getters added.
    const app = renderRouter({index: Home, contact: Contact});
    await app;
    await fireEvent.press(routerScreen.getByRole('link', {name: 'Write to us'}));
    expect(app.getPathname()).toBe('/contact');
    expect(routerScreen.getByText('Contact')).toBeOnTheScreen();
  });

  test('Link asChild hands html.a an href and an onPress: on native nothing navigates', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const AsChild = () => (
      <Link asChild href="/contact">
        <html.a>Write to us</html.a>
      </Link>
    );
    const app = renderRouter({index: AsChild, contact: Contact});
    await app;
    await fireEvent.press(routerScreen.getByText('Write to us'));
    expect(app.getPathname()).toBe('/');
    expect(errors).toHaveBeenCalledWith(
      '[error] React Strict DOM: invalid prop "onPress"',
    );
    expect(errors).toHaveBeenCalledWith(hrefError);
  });
});

describe('React Navigation with html.* screens', () => {
  test('a link navigates to the next screen and a button goes back', async () => {
    await render(<OrdersStack />);
    await fireEvent.press(await screen.findByRole('link', {name: 'Order 1042'}));
    expect(await screen.findByRole('heading', {name: 'Order 1042'})).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', {name: 'Back to orders'}));
    expect(await screen.findByRole('heading', {name: 'Orders'})).toBeOnTheScreen();
  });
});
