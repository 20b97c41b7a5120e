import {NavigationContainer, useNavigation, useRoute} from '@react-navigation/native';
import {
  createNativeStackNavigator,
  type NativeStackNavigationProp,
} from '@react-navigation/native-stack';
import {css, html} from 'react-strict-dom';

type Screens = {
  Orders: undefined;
  Order: {id: string};
};

const Stack = createNativeStackNavigator<Screens>();

const styles = css.create({
  screen: {display: 'flex', flexDirection: 'column', padding: 16, rowGap: 8},
});

// Each screen is made of html.* elements; React Navigation only needs a component.
function OrdersScreen() {
  const navigation = useNavigation<NativeStackNavigationProp<Screens>>();
  return (
    <html.main style={styles.screen}>
      <html.h1>Orders</html.h1>
      {['1042', '1043'].map((id) => (
        <html.a key={id} onClick={() => navigation.navigate('Order', {id})}>
          {`Order ${id}`}
        </html.a>
      ))}
    </html.main>
  );
}

function OrderScreen() {
  const {params} = useRoute<{key: string; name: 'Order'; params: Screens['Order']}>();
  const navigation = useNavigation();
  return (
    <html.main style={styles.screen}>
      <html.h1>{`Order ${params.id}`}</html.h1>
      <html.button onClick={() => navigation.goBack()}>Back to orders</html.button>
    </html.main>
  );
}

export function OrdersStack() {
  return (
    <NavigationContainer>
      <Stack.Navigator>
        <Stack.Screen component={OrdersScreen} name="Orders" />
        <Stack.Screen component={OrderScreen} name="Order" />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
